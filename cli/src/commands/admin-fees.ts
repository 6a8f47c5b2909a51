/**
 * `kul admin fees status | claim <token>`: the platform's fees the router keeps from every trade
 * (partner 0's), and their sweep to the platform wallet, one token at a time. A sweep is signed
 * with the router owner's key (KUL_OWNER_KEY, or the local stack's), as `kul admin gate` is.
 */
import type { Command } from "commander";
import { claimPlatformFees, platformFeesStatus, unsweptPlatformFee } from "../../../core/exchange/use-cases/platform-fees";
import { EXIT, refused, type CliContext } from "../cli-context";
import { openPlatformFees } from "../context/owner-access";

type Yes = Readonly<{ yes?: boolean }>;

/** Adds `fees ...` under `kul admin`. */
export function registerAdminFees(admin: Command, ctx: CliContext): void {
  const t = (key: string) => ctx.t(`cli-account:admin.fees.${key}`);
  const fees = admin.command("fees").description(t("description")).addHelpText("after", t("examples"));
  fees.command("status").description(t("statusDescription")).action(ctx.action(() => runFeesStatus(ctx)));
  fees
    .command("claim <token>")
    .description(t("claimDescription"))
    .option("-y, --yes", t("yesOption"))
    .action(ctx.action((token: string, options: Yes) => runFeesClaim(ctx, token, options)));
}

export async function runFeesStatus(ctx: CliContext): Promise<number> {
  const status = await ctx.unwrap(platformFeesStatus(await openPlatformFees(ctx.env, await ctx.config(), { sign: false })));
  if (ctx.out.json) {
    ctx.out.data({ ok: true, wallet: status.wallet, fees: status.fees.map((f) => ({ token: f.code, address: f.address, decimals: f.decimals, amount: f.amount.toString(), display: f.display })) });
    return EXIT.OK;
  }
  const t = (key: string, vars?: Record<string, unknown>) => ctx.t(`cli-account:admin.fees.${key}`, vars);
  ctx.out.line(t("wallet", { wallet: status.wallet }));
  if (status.fees.length === 0) {
    ctx.out.line(t("none"));
    return EXIT.OK;
  }
  const width = Math.max(...status.fees.map((f) => f.display.length));
  for (const fee of status.fees) ctx.out.line(`  ${fee.code.padEnd(6)} ${fee.display.padStart(width)}`);
  return EXIT.OK;
}

export async function runFeesClaim(ctx: CliContext, code: string, options: Yes): Promise<number> {
  const deps = await openPlatformFees(ctx.env, await ctx.config(), { sign: true });
  if (options.yes !== true) {
    // Asked only once the code is listed and something is kept: the question names the amount and the wallet.
    const kept = await ctx.unwrap(unsweptPlatformFee(deps, code));
    const prompts = await ctx.prompts("--yes");
    const message = ctx.t("cli-account:admin.fees.confirmClaim", { amount: kept.display, token: kept.code, wallet: kept.wallet });
    if (!(await prompts.confirm({ message, default: false }, { output: process.stderr }))) throw refused("CLI_CANCELLED");
  }
  const done = await ctx.unwrap(claimPlatformFees(deps, code));
  if (ctx.out.json) ctx.out.data({ ok: true, token: done.code, address: done.address, decimals: done.decimals, amount: done.amount.toString(), display: done.display, wallet: done.wallet, transactionHash: done.transactionHash });
  else ctx.out.line(ctx.t("cli-account:admin.fees.claimed", { amount: done.display, token: done.code, wallet: done.wallet, hash: done.transactionHash }));
  return EXIT.OK;
}
