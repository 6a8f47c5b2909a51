/** `kul history [--from --to --from-token --to-token --csv <file>]`: the caller's indexed trades, or the CSV report. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import { formatUnits } from "../../../core/exchange/units";
import { bangkokDateTime } from "../../../core/history/trade-csv";
import type { TradeHistoryItem, TradeHistoryPage } from "../../../core/history/trade-history";
import { EXIT, refused, type CliContext } from "../cli-context";
import { optionInvalid } from "./account-options";
import { historyOptionsSchema, historyRange } from "./history-range";

export function register(program: Command, ctx: CliContext): void {
  const t = (key: string) => ctx.t(`cli-account:history.${key}`);
  program
    .command("history")
    .description(t("summary"))
    .option("--from <date>", t("options.from"))
    .option("--to <date>", t("options.to"))
    .option("--from-token <code>", t("options.fromToken"))
    .option("--to-token <code>", t("options.toToken"))
    .option("--limit <n>", t("options.limit"))
    .option("--csv <file>", t("options.csv"))
    .addHelpText("after", t("examples"))
    .action(ctx.action((options: unknown) => runHistory(ctx, options)));
}

async function runHistory(ctx: CliContext, raw: unknown): Promise<number> {
  const parsed = historyOptionsSchema.safeParse(raw);
  if (!parsed.success) throw optionInvalid(parsed.error);
  const options = parsed.data;
  const range = historyRange(options, Date.now());
  if (range.isErr()) throw refused(range.error.code, { ...range.error });
  const { limit: _first, ...query } = range.value;
  const history = await ctx.api.history({ auth: true });

  if (options.csv !== undefined) {
    const csv = await ctx.unwrap(history.tradeHistoryReport(query));
    const file = path.resolve(options.csv);
    await writeFile(file, csv, "utf8");
    if (ctx.out.json) ctx.out.data({ ok: true, file, bytes: Buffer.byteLength(csv) });
    else ctx.out.line(ctx.t("cli-account:history.csvWritten", { file }));
    return EXIT.OK;
  }

  // Newest first, page by page until the limit or the last page.
  const trades: TradeHistoryItem[] = [];
  let key: string | null = null;
  const spinner = ctx.out.spinner(ctx.t("cli-account:history.loading"));
  try {
    do {
      const pageSize = Math.min(100, options.limit - trades.length);
      const page: TradeHistoryPage = await ctx.unwrap(history.tradeHistory({ ...query, limit: pageSize, ...(key === null ? {} : { exclusiveStartKey: key }) }));
      trades.push(...page.results);
      key = page.lastEvaluatedKey;
    } while (key !== null && trades.length < options.limit);
  } finally {
    spinner.stop();
  }

  if (ctx.out.json) {
    ctx.out.data({ ok: true, startTimestamp: query.startTimestamp, endTimestamp: query.endTimestamp, trades, more: key !== null });
    return EXIT.OK;
  }
  if (trades.length === 0) ctx.out.line(ctx.t("cli-account:history.empty"));
  for (const trade of trades) {
    const from = `${formatUnits(trade.srcAmount, trade.fromTokenDecimals)} ${trade.fromToken}`;
    const to = `${formatUnits(trade.destAmount, trade.toTokenDecimals)} ${trade.toToken}`;
    ctx.out.line(`${bangkokDateTime(trade.blockTimestamp)}  ${from} -> ${to}  ${trade.toTokenThbValue} THB  ${trade.transactionHash}`);
  }
  if (key !== null) ctx.out.line(ctx.out.style.dim(ctx.t("cli-account:history.more", { limit: options.limit })));
  return EXIT.OK;
}
