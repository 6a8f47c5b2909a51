/** `kul tokens` (listed tokens with prices) and `kul balances [address]` (one multicall for all of them). */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import { EXIT, usageError } from "../context/exit-codes";

async function tokens(ctx: CliContext): Promise<number> {
  const { loadMarket } = await import("../market/market-data");
  const market = await loadMarket(ctx);
  if (ctx.out.json) {
    ctx.out.data({ ok: true, chainId: market.chainId, usdThb: market.usdThb, tokens: market.tokens });
    return EXIT.OK;
  }
  ctx.out.line(ctx.out.style.bold(ctx.t("tokens.header")));
  for (const t of market.tokens) {
    ctx.out.line(`${t.code.padEnd(6)} ${t.name.padEnd(24)} ${t.address}  ${String(t.decimals).padStart(2)}  ${t.price === null ? "-" : `$${t.price}`}`);
  }
  return EXIT.OK;
}

async function balances(ctx: CliContext, address: string | undefined): Promise<number> {
  if (address !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(address)) throw usageError("CLI_ADDRESS_INVALID", { value: address });
  const [{ loadMarket }, { formatUnits }] = await Promise.all([import("../market/market-data"), import("../../../core/exchange/units")]);
  const market = await loadMarket(ctx);
  const chain = await ctx.chain({ needKey: address === undefined ? undefined : false });
  const owner = address === undefined ? await ctx.unwrap(chain.getAccount()) : (address as `0x${string}`);
  const amounts = await ctx.unwrap(chain.getBalances(owner, market.tokens.map((t) => t.address)));
  const rows = market.tokens.map((t, i) => ({ code: t.code, address: t.address, decimals: t.decimals, balance: amounts[i]!, balanceDecimal: formatUnits(amounts[i]!, t.decimals) }));
  if (ctx.out.json) ctx.out.data({ ok: true, owner, balances: rows });
  else {
    ctx.out.line(ctx.out.style.bold(ctx.t("balances.header", { owner })));
    for (const r of rows) ctx.out.line(`${r.code.padEnd(6)} ${r.balanceDecimal}`);
  }
  return EXIT.OK;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command("tokens")
    .description(ctx.t("tokens.description"))
    .addHelpText("after", ctx.t("tokens.examples"))
    .action(ctx.action(() => tokens(ctx)));
  program
    .command("balances")
    .argument("[address]", ctx.t("balances.argument"))
    .description(ctx.t("balances.description"))
    .addHelpText("after", ctx.t("balances.examples"))
    .action(ctx.action((address?: string) => balances(ctx, address)));
}
