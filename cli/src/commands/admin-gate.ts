/**
 * `kul admin gate status | freeze | unfreeze | cancel | rotate`: the operator's controls of the
 * router's trading gate. The server keeps the freeze and the audit trail (admin routes); the
 * router owner's key (KUL_OWNER_KEY, or the local stack's) sends the owner transactions.
 */
import type { Command } from "commander";
import { cancelTradeAuthorization, freezeAndCancel, parseAuthId, rotateTradeSigner, tradeGateStatus } from "../../../core/exchange/use-cases/trade-gate-owner";
import { bangkokIsoDate } from "../../../core/shared/bangkok-time";
import type { TradeGateOwnerPort } from "../../../core/ports/trade-gate-owner.port";
import { EXIT, refused, type CliContext } from "../cli-context";
import { openTradeGateOwner } from "../context/owner-access";

type Yes = Readonly<{ yes?: boolean }>;

/** Adds `gate ...` under `kul admin`. */
export function registerAdminGate(admin: Command, ctx: CliContext): void {
  const t = (key: string) => ctx.t(`cli-account:admin.gate.${key}`);
  const gate = admin.command("gate").description(t("description")).addHelpText("after", t("examples"));
  gate.command("status").description(t("statusDescription")).action(ctx.action(() => runGateStatus(ctx)));
  gate
    .command("freeze <user>")
    .description(t("freezeDescription"))
    .option("-y, --yes", t("yesOption"))
    .action(ctx.action((user: string, options: Yes) => runGateFreeze(ctx, user, options)));
  gate.command("unfreeze <user>").description(t("unfreezeDescription")).action(ctx.action((user: string) => runGateUnfreeze(ctx, user)));
  gate
    .command("cancel <authId>")
    .description(t("cancelDescription"))
    .option("-y, --yes", t("yesOption"))
    .action(ctx.action((authId: string, options: Yes) => runGateCancel(ctx, authId, options)));
  gate
    .command("rotate <signer>")
    .description(t("rotateDescription"))
    .option("-y, --yes", t("yesOption"))
    .action(ctx.action((signer: string, options: Yes) => runGateRotate(ctx, signer, options)));
}

const owner = async (ctx: CliContext): Promise<TradeGateOwnerPort> => openTradeGateOwner(ctx.env, await ctx.config());

/** An owner transaction is not undoable: asks first unless --yes; without a terminal refuses to guess (CLI_MISSING_VALUE --yes). */
async function confirm(ctx: CliContext, options: Yes, key: string, vars: Record<string, unknown>): Promise<void> {
  if (options.yes === true) return;
  const prompts = await ctx.prompts("--yes");
  const message = ctx.t(`cli-account:admin.gate.${key}`, vars);
  if (!(await prompts.confirm({ message, default: false }, { output: process.stderr }))) throw refused("CLI_CANCELLED");
}

export async function runGateStatus(ctx: CliContext): Promise<number> {
  const api = await ctx.api.tradeGateAdmin({ auth: true });
  const status = await ctx.unwrap(tradeGateStatus({ api, owner: await owner(ctx) }));
  const { activity } = status;
  if (ctx.out.json) {
    ctx.out.data({ ok: true, router: status.router, owner: status.owner, signer: status.signer, on: status.on, serverSigner: activity.signer, signerMatches: status.signerMatches, day: bangkokIsoDate(activity.dayStart), issued: activity.issued, used: activity.used });
    return EXIT.OK;
  }
  const t = (key: string, vars?: Record<string, unknown>) => ctx.t(`cli-account:admin.gate.${key}`, vars);
  ctx.out.line(t("router", { router: status.router, owner: status.owner }));
  ctx.out.line(t(status.on ? "gateOn" : "gateOff"));
  ctx.out.line(t("signer", { signer: status.signer }));
  ctx.out.line(activity.signer === null ? t("serverSignerNone") : t("serverSigner", { signer: activity.signer }));
  if (!status.signerMatches) ctx.out.warn(ctx.out.style.red(t("signerMismatch")));
  ctx.out.line(t("today", { day: bangkokIsoDate(activity.dayStart), issued: activity.issued, used: activity.used }));
  return EXIT.OK;
}

export async function runGateFreeze(ctx: CliContext, user: string, options: Yes): Promise<number> {
  const api = await ctx.api.tradeGateAdmin({ auth: true });
  const gateOwner = await owner(ctx);
  await confirm(ctx, options, "confirmFreeze", { user });
  const done = await ctx.unwrap(freezeAndCancel({ api, owner: gateOwner }, user));
  const ids = done.cancelled.map((a) => a.authId.toString());
  if (ctx.out.json) {
    const { cancelled: _cancelled, transactionHash, ...freeze } = done;
    ctx.out.data({ ok: true, ...freeze, cancelled: ids, transactionHash });
    return EXIT.OK;
  }
  ctx.out.line(ctx.t("cli-account:admin.gate.frozen", { email: done.email, userId: done.userId }));
  ctx.out.line(done.transactionHash === null ? ctx.t("cli-account:admin.gate.frozenNone") : ctx.t("cli-account:admin.gate.frozenCancelled", { count: ids.length, ids: ids.join(", "), hash: done.transactionHash }));
  return EXIT.OK;
}

export async function runGateUnfreeze(ctx: CliContext, user: string): Promise<number> {
  const done = await ctx.unwrap((await ctx.api.tradeGateAdmin({ auth: true })).unfreeze(user));
  if (ctx.out.json) ctx.out.data({ ok: true, ...done });
  else ctx.out.line(ctx.t("cli-account:admin.gate.unfrozen", { email: done.email, userId: done.userId }));
  return EXIT.OK;
}

export async function runGateCancel(ctx: CliContext, rawAuthId: string, options: Yes): Promise<number> {
  // The id is checked before the key, the chain and the prompt: a typo is told at once.
  const authId = await ctx.unwrap(parseAuthId(rawAuthId));
  const gateOwner = await owner(ctx);
  await confirm(ctx, options, "confirmCancel", { authId: authId.toString() });
  const done = await ctx.unwrap(cancelTradeAuthorization({ owner: gateOwner }, rawAuthId));
  if (ctx.out.json) ctx.out.data({ ok: true, authId: done.authId.toString(), transactionHash: done.transactionHash });
  else ctx.out.line(ctx.t("cli-account:admin.gate.cancelled", { authId: done.authId.toString(), hash: done.transactionHash }));
  return EXIT.OK;
}

export async function runGateRotate(ctx: CliContext, signer: string, options: Yes): Promise<number> {
  const gateOwner = await owner(ctx);
  await confirm(ctx, options, "confirmRotate", { signer });
  const done = await ctx.unwrap(rotateTradeSigner({ owner: gateOwner }, signer));
  if (ctx.out.json) ctx.out.data({ ok: true, ...done });
  else ctx.out.line(ctx.t("cli-account:admin.gate.rotated", { signer: done.signer, previous: done.previousSigner, hash: done.transactionHash }));
  return EXIT.OK;
}
