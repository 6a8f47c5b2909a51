/**
 * `kul swap`: quote, show what the trader gets (minimum received, fee, route, price impact),
 * confirm (unless --yes), approve when the allowance is short, send the trade with its minimum
 * and deadline, and follow it until mined. Price impact: warn from 3 %, typed "confirm" from
 * 10 % (--yes accepts it for scripts), refused from 15 % (decisions.md).
 */
import { isPriceImpactConfirmed } from "../../../core/exchange/price-impact";
import { requiresZeroReset } from "../../../core/exchange/approval";
import { formatUnits } from "../../../core/exchange/units";
import type { Address } from "../../../core/ports/chain.port";
import type { CliContext } from "../cli-context";
import { readDeploymentFile } from "../context/chain-access";
import { EXIT, refused, usageError } from "../context/exit-codes";
import { findToken, loadMarket, parseAmount } from "./market-data";
import { platformFeeBps } from "./platform-fee";
import { fetchQuote, printQuote, quoteJson, type Quote } from "./quote-view";
import { parseTradeOptions, type RawTradeOptions } from "./trade-options";

export type SwapOptions = RawTradeOptions & Readonly<{ yes?: boolean }>;

const EXPLORERS: Readonly<Record<number, string>> = { 1: "https://etherscan.io", 11155111: "https://sepolia.etherscan.io" };

async function confirmTrade(ctx: CliContext, quote: Quote, yes: boolean): Promise<void> {
  if (quote.impactTier === "BLOCKED") throw refused("PRICE_IMPACT_TOO_HIGH", { impact: quote.priceImpact });
  if (quote.impactTier !== "NONE") ctx.out.warn(ctx.out.style.yellow(ctx.t(`errors:${quote.impactTier === "WARN" ? "PRICE_IMPACT_WARNING" : "PRICE_IMPACT_CONFIRM_REQUIRED"}`)));
  if (yes) return;
  const prompts = await ctx.prompts("--yes");
  const output = { output: process.stderr };
  if (quote.impactTier === "CONFIRM") {
    const typed = await prompts.input({ message: ctx.t("swap.typeConfirm") }, output);
    if (!isPriceImpactConfirmed(typed)) throw refused("CLI_CANCELLED");
    return;
  }
  if (!(await prompts.confirm({ message: ctx.t("swap.confirm"), default: false }, output))) throw refused("CLI_CANCELLED");
}

export async function runSwap(ctx: CliContext, from: string, to: string, raw: SwapOptions): Promise<number> {
  const options = parseTradeOptions(raw);
  const market = await loadMarket(ctx);
  const fromToken = findToken(market, from);
  const toToken = findToken(market, to);
  if (fromToken.address === toToken.address) throw usageError("CLI_SAME_TOKEN");
  const amount = parseAmount(options.direction === "SELL" ? fromToken : toToken, options.amountText);
  const chain = await ctx.chain({ adapter: options.adapter });
  const owner = await ctx.unwrap(chain.getAccount());
  const quote = await fetchQuote(ctx, { from: fromToken, to: toToken, amount, direction: options.direction, speed: options.speed, slippageBps: options.slippageBps });
  const fee = await platformFeeBps(ctx);
  if (!ctx.out.json) printQuote(ctx, quote, fee);
  await confirmTrade(ctx, quote, raw.yes === true);

  const router = readDeploymentFile(await ctx.config()).router as Address;
  const spinner = ctx.out.spinner(ctx.t("swap.checkingAllowance"));
  try {
    const fees = await ctx.unwrap(chain.getFeeData());
    const fee1559 = fees.speeds[options.speed];
    let approvals: readonly string[] = [];
    if (fromToken.code !== "ETH") {
      const [allowance] = await ctx.unwrap(chain.getAllowances(owner, [fromToken.address], router));
      if ((allowance ?? 0n) < quote.fromAmount) {
        spinner.update(ctx.t("approve.pending", { token: fromToken.code }));
        const approved = await ctx.unwrap(
          chain.approve({ token: fromToken.address, spender: router, amount: "UNLIMITED", resetFirst: requiresZeroReset(fromToken) }, { fee: fee1559 }),
        );
        approvals = approved.transactionHashes;
      }
    }
    spinner.update(ctx.t("swap.sending"));
    const deadline = BigInt(Math.floor(Date.now() / 1000) + options.deadlineMinutes * 60);
    const result = await ctx.unwrap(
      chain.trade(
        { src: fromToken.address, dest: toToken.address, route: quote.route, partnerIndex: 0, minDestAmount: quote.minimumReceived, deadline },
        { fee: fee1559, fallbackGasLimit: quote.gasLimit, onSent: (sent) => spinner.update(ctx.t("swap.pending", { hash: sent.hash })) },
      ),
    );
    spinner.stop();
    const { receipt, trade } = result;
    const explorer = EXPLORERS[market.chainId];
    const link = explorer ? `${explorer}/tx/${receipt.transactionHash}` : null;
    if (ctx.out.json) {
      ctx.out.data({
        ok: true,
        quote: quoteJson(quote, fee),
        approvals,
        transactionHash: receipt.transactionHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        sold: trade.srcAmount,
        received: trade.destAmount,
        receivedDecimal: formatUnits(trade.destAmount, toToken.decimals),
        fee: trade.fee,
        explorer: link,
      });
    } else {
      ctx.out.line(ctx.out.style.green(ctx.t("swap.done", { sold: formatUnits(trade.srcAmount, fromToken.decimals), from: fromToken.code, received: formatUnits(trade.destAmount, toToken.decimals), to: toToken.code })));
      ctx.out.line(link ? ctx.t("swap.link", { link }) : ctx.t("swap.block", { block: receipt.blockNumber, hash: receipt.transactionHash }));
    }
    return EXIT.OK;
  } finally {
    spinner.stop();
  }
}
