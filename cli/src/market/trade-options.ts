/**
 * The trade options shared by `quote` and `swap`, checked with zod: amount direction (exactly
 * one of --amount / --receive), speed, slippage in percent (the core's slippage rule), deadline in
 * minutes (the core's deadline rule), the chain library.
 */
import { z } from "zod";
import { parseSlippage, DEFAULT_SLIPPAGE_BPS, type SlippageBps } from "../../../core/exchange/slippage";
import { DEFAULT_DEADLINE_MINUTES, parseDeadline } from "../../../core/exchange/deadline";
import { DEFAULT_GAS_SPEED, GAS_SPEEDS, type GasSpeed } from "../../../core/exchange/gas";
import { usageError } from "../context/exit-codes";

const optionsSchema = z.object({
  amount: z.string().optional(),
  receive: z.string().optional(),
  speed: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(GAS_SPEEDS))
    .optional(),
  slippage: z.string().optional(),
  deadline: z.string().optional(),
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

export function parseTradeOptions(raw: RawTradeOptions): TradeOptions {
  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    const value = String((raw as Record<string, unknown>)[field] ?? "");
    if (field === "speed") throw usageError("CLI_SPEED_INVALID", { value });
    if (field === "adapter") throw usageError("CLI_ADAPTER_INVALID", { value });
    throw usageError("CLI_USAGE", { value });
  }
  const o = parsed.data;
  if ((o.amount === undefined) === (o.receive === undefined)) throw usageError("CLI_AMOUNT_DIRECTION");
  let deadlineMinutes = DEFAULT_DEADLINE_MINUTES;
  if (o.deadline !== undefined) {
    const d = parseDeadline(o.deadline);
    if (d.isErr()) throw usageError("CLI_DEADLINE_INVALID", { value: o.deadline });
    deadlineMinutes = d.value;
  }
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
    deadlineMinutes,
    adapter: o.adapter,
  };
}
