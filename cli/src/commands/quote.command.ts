/** `kul quote <from> <to> --amount X | --receive Y [--speed --slippage]`: the best rate, nothing sent. */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import { EXIT } from "../context/exit-codes";
import type { RawTradeOptions } from "../market/trade-options";
import { tradeCommand } from "./trade-arguments";

async function quote(ctx: CliContext, from: string, to: string, raw: RawTradeOptions): Promise<number> {
  const [{ parseTradeOptions }, { loadMarket, findToken, parseAmount }, view, { platformFeeBps }] = await Promise.all([
    import("../market/trade-options"),
    import("../market/market-data"),
    import("../market/quote-view"),
    import("../market/platform-fee"),
  ]);
  const options = parseTradeOptions(raw);
  const market = await loadMarket(ctx);
  const fromToken = findToken(market, from);
  const toToken = findToken(market, to);
  const amount = parseAmount(options.direction === "SELL" ? fromToken : toToken, options.amountText);
  const q = await view.fetchQuote(ctx, { from: fromToken, to: toToken, amount, direction: options.direction, speed: options.speed, slippageBps: options.slippageBps, tokens: market.tokens });
  const fee = await platformFeeBps(ctx);
  if (ctx.out.json) ctx.out.data({ ok: true, quote: view.quoteJson(q, fee) });
  else view.printQuote(ctx, q, fee);
  return EXIT.OK;
}

export function register(program: Command, ctx: CliContext): void {
  tradeCommand(program, ctx, "quote").action(ctx.action((from: string, to: string, raw: RawTradeOptions) => quote(ctx, from, to, raw)));
}
