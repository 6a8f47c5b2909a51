/**
 * The trade options shared by `quote` and `swap`, checked with zod: amount direction (exactly
 * one of --amount / --receive), speed, slippage in percent, deadline in minutes (decisions.md:
 * default 20, 1-180), the chain library.
 */
import { z } from "zod";
import { parseSlippage, DEFAULT_SLIPPAGE_BPS, type SlippageBps } from "../../../core/exchange/slippage";
import { DEFAULT_GAS_SPEED, GAS_SPEEDS, type GasSpeed } from "../../../core/exchange/gas";
import { usageError } from "../context/exit-codes";

export const DEFAULT_DEADLINE_MINUTES = 20;

const optionsSchema = z.object({
  amount: z.string().optional(),
  receive: z.string().optional(),
  speed: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(GAS_SPEEDS))
    .optional(),
  slippage: z.string().optional(),
  deadline: z.coerce.number().int().min(1).max(180).optional(),
  adapter: z.enum(["ethers", "viem"]).optional(),
});
export type RawTradeOptions = z.input<typeof optionsSchema>;

export type TradeOptions = Readonly<{
  direction: "SELL" | "RECEIVE";
  amountText: string;
  speed: GasSpeed;
  slippageBps: SlippageBps;
  deadlineMinutes: number;
  adapter: "ethers" | "viem" | undefined;
}>;

const OPTION_CODES: Readonly<Record<string, string>> = {
  speed: "CLI_SPEED_INVALID",
  deadline: "CLI_DEADLINE_INVALID",
  adapter: "CLI_ADAPTER_INVALID",
};

export function parseTradeOptions(raw: RawTradeOptions): TradeOptions {
  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    throw usageError(OPTION_CODES[field] ?? "CLI_USAGE", { value: String((raw as Record<string, unknown>)[field] ?? "") });
  }
  const o = parsed.data;
  if ((o.amount === undefined) === (o.receive === undefined)) throw usageError("CLI_AMOUNT_DIRECTION");
  let slippageBps = DEFAULT_SLIPPAGE_BPS;
  if (o.slippage !== undefined) {
    const s = parseSlippage(o.slippage);
    if (s.isErr()) throw usageError(s.error.code, { ...s.error });
    slippageBps = s.value;
  }
  return {
    direction: o.amount !== undefined ? "SELL" : "RECEIVE",
    amountText: (o.amount ?? o.receive)!,
    speed: o.speed ?? DEFAULT_GAS_SPEED,
    slippageBps,
    deadlineMinutes: o.deadline ?? DEFAULT_DEADLINE_MINUTES,
    adapter: o.adapter,
  };
}
