/** `kul referral`: the caller's referral code and link, level, invitees and KUL earned (spec 3 section 7). */
import type { Command } from "commander";
import { displayDateTime } from "../../../core/shared/display-date";
import { EXIT, type CliContext } from "../cli-context";

export function register(program: Command, ctx: CliContext): void {
  program
    .command("referral")
    .description(ctx.t("cli-account:referral.summary"))
    .addHelpText("after", ctx.t("cli-account:referral.examples"))
    .action(ctx.action(() => runReferral(ctx)));
}

async function runReferral(ctx: CliContext): Promise<number> {
  const mine = await ctx.unwrap((await ctx.api.referral({ auth: true })).referralProgram());
  if (ctx.out.json) {
    ctx.out.data({ ok: true, ...mine });
    return EXIT.OK;
  }
  const t = (key: string, vars?: Record<string, unknown>) => ctx.t(`cli-account:referral.${key}`, vars);
  ctx.out.line(t("code", { code: mine.referralCode }));
  ctx.out.line(t("link", { link: mine.referralLink }));
  ctx.out.line(t("level", { level: mine.level }));
  ctx.out.line(t("counts", { invited: mine.invitedCount, rewarded: mine.rewardedCount }));
  ctx.out.line(t("total", { amount: mine.totalRewardKul }));
  for (const level of mine.levels) {
    if (level.invitees.length === 0) continue;
    ctx.out.line(ctx.out.style.bold(t("levelHeading", { level: level.level, amount: level.rewardPerInviteeKul })));
    for (const i of level.invitees) ctx.out.line(`  ${i.referrerEmail}  +${i.rewardKul} KUL  ${displayDateTime(i.rewardedAt)}`);
  }
  if (mine.pending.length > 0) {
    ctx.out.line(ctx.out.style.bold(t("pendingHeading")));
    for (const p of mine.pending) ctx.out.line(`  ${p.referrerEmail}  ${displayDateTime(p.registeredAt)}`);
  }
  return EXIT.OK;
}
