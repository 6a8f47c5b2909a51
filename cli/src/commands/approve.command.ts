/**
 * `kul approve <token> [--exact --amount X]`: lets the router spend a token. Unlimited by
 * default (decisions.md), or exactly --amount; the core's plan resets USDT-style tokens to zero first.
 */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import { EXIT, usageError } from "../context/exit-codes";

type ApproveOptions = Readonly<{ exact?: boolean; amount?: string; adapter?: "ethers" | "viem" }>;

async function approve(ctx: CliContext, tokenArg: string, options: ApproveOptions): Promise<number> {
  if (options.exact && options.amount === undefined) throw usageError("CLI_EXACT_NEEDS_AMOUNT");
  if (options.adapter !== undefined && options.adapter !== "ethers" && options.adapter !== "viem") throw usageError("CLI_ADAPTER_INVALID", { value: options.adapter });
  const [{ loadMarket, findToken, parseAmount }, { allowanceSteps, MAX_UINT256 }, { readDeployment }, { formatUnits }] = await Promise.all([
    import("../market/market-data"),
    import("../../../core/exchange/approval"),
    import("../context/chain-access"),
    import("../../../core/exchange/units"),
  ]);
  const market = await loadMarket(ctx);
  const token = findToken(market, tokenArg);
  if (token.code === "ETH") throw usageError("CLI_APPROVE_ETH");
  const target = options.exact ? parseAmount(token, options.amount!) : MAX_UINT256;
  const { router } = await readDeployment(await ctx.config());
  const chain = await ctx.chain({ adapter: options.adapter });
  const owner = await ctx.unwrap(chain.getAccount());
  const spinner = ctx.out.spinner(ctx.t("approve.pending", { token: token.code }));
  try {
    const [current] = await ctx.unwrap(chain.getAllowances(owner, [token.address], router));
    let allowance = current ?? 0n;
    const transactionHashes: string[] = [];
    for (const amount of allowanceSteps(token, allowance, target)) {
      const result = await ctx.unwrap(chain.approve({ token: token.address, spender: router, amount }));
      transactionHashes.push(...result.transactionHashes);
      allowance = result.allowance;
    }
    spinner.stop();
    if (ctx.out.json) ctx.out.data({ ok: true, token: token.code, spender: router, allowance, transactionHashes });
    else {
      const shown = target === MAX_UINT256 ? ctx.t("approve.unlimited") : formatUnits(allowance, token.decimals);
      ctx.out.line(ctx.out.style.green(ctx.t("approve.done", { token: token.code, allowance: shown })));
      for (const hash of transactionHashes) ctx.out.line(`  ${hash}`);
    }
    return EXIT.OK;
  } finally {
    spinner.stop();
  }
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command("approve")
    .argument("<token>", ctx.t("approve.token"))
    .option("--exact", ctx.t("approve.options.exact"))
    .option("--amount <amount>", ctx.t("approve.options.amount"))
    .option("--adapter <library>", ctx.t("swap.options.adapter"))
    .description(ctx.t("approve.description"))
    .addHelpText("after", ctx.t("approve.examples"))
    .action(ctx.action((token: string, options: ApproveOptions) => approve(ctx, token, options)));
}
