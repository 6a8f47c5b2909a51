/** `kul admin referral cancel <userId> --reason <text>`: cancel a self-referring inviter's referral program. */
import type { Command } from "commander";
import { z } from "zod";
import { CANCELLATION_REASON_MAX } from "../../../core/referral/referral-cancellation";
import { EXIT, refused, usageError, type CliContext } from "../cli-context";

/** What the command takes; the server checks the same rules, this gives the clear message first. */
export const cancelArgumentsSchema = z.object({
  userId: z.string().trim().uuid(),
  reason: z.string().trim().min(1).max(CANCELLATION_REASON_MAX),
  yes: z.boolean().default(false),
});
type CancelArguments = z.infer<typeof cancelArgumentsSchema>;

/** Adds `referral cancel` under `kul admin`. */
export function registerAdminReferral(admin: Command, ctx: CliContext): void {
  const t = (key: string) => ctx.t(`cli-account:admin.referral.${key}`);
  const referral = admin.command("referral").description(t("description")).addHelpText("after", t("examples"));
  referral
    .command("cancel <userId>")
    .description(t("cancelDescription"))
    .option("--reason <text>", t("reasonOption"))
    .option("-y, --yes", t("yesOption"))
    .addHelpText("after", t("examples"))
    .action(ctx.action((userId: string, options: { reason?: string; yes?: boolean }) => runReferralCancel(ctx, userId, options)));
}

/** The reason from --reason, or asked for on a terminal (CLI_MISSING_VALUE elsewhere). */
async function reasonOf(ctx: CliContext, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  return (await ctx.prompts("--reason")).input({ message: ctx.t("cli-account:admin.referral.reasonPrompt") }, { output: process.stderr });
}

function parseArguments(userId: string, reason: string, yes: boolean | undefined): CancelArguments {
  const parsed = cancelArgumentsSchema.safeParse({ userId, reason, yes });
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  if (field === "userId") throw usageError("ADMIN_REFERRAL_USER_ID_INVALID", { value: userId });
  throw usageError("ADMIN_REFERRAL_REASON_INVALID", { max: CANCELLATION_REASON_MAX });
}

/** Destructive and not undoable: asks first unless --yes, and without a terminal refuses to guess (CLI_MISSING_VALUE --yes). */
async function confirmCancel(ctx: CliContext, args: CancelArguments): Promise<void> {
  if (args.yes) return;
  const prompts = await ctx.prompts("--yes");
  const message = ctx.t("cli-account:admin.referral.confirm", { userId: args.userId, reason: args.reason });
  if (!(await prompts.confirm({ message, default: false }, { output: process.stderr }))) throw refused("CLI_CANCELLED");
}

export async function runReferralCancel(ctx: CliContext, userId: string, options: { reason?: string; yes?: boolean }): Promise<number> {
  // The id is checked before any prompt, so a typo never reaches the reason question.
  if (!cancelArgumentsSchema.shape.userId.safeParse(userId).success) throw usageError("ADMIN_REFERRAL_USER_ID_INVALID", { value: userId });
  const args = parseArguments(userId, await reasonOf(ctx, options.reason), options.yes);
  const referrals = await ctx.api.referral({ auth: true });
  await confirmCancel(ctx, args);
  const done = await ctx.unwrap(referrals.cancelReferralProgram(args.userId, args.reason));
  const reclaimedKul = done.reclaimedKul.toString();
  if (ctx.out.json) {
    ctx.out.data({ ok: true, inviterId: done.inviterId, rewardsCancelled: done.rewardsCancelled, reclaimedKul, invitees: done.invitees, cancelledAt: done.cancelledAt });
  } else {
    ctx.out.line(ctx.t("cli-account:admin.referral.done", { userId: done.inviterId, amount: reclaimedKul, rewards: done.rewardsCancelled, invitees: done.invitees }));
  }
  return EXIT.OK;
}
