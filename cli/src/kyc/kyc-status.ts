/** `kul kyc status`: the signed-in user's KYC status and, after a review, the operator's notes. */
import { displayDateTime } from "../../../core/shared/display-date";
import type { CliContext } from "../cli-context";
import { EXIT } from "../context/exit-codes";

export async function runStatus(ctx: CliContext): Promise<number> {
  const kyc = await ctx.api.kyc({ auth: true });
  const [state, log] = await Promise.all([ctx.unwrap(kyc.kycState()), ctx.unwrap(kyc.verificationLog())]);
  if (ctx.out.json) {
    ctx.out.data({ ok: true, kycStatus: state.kycStatus, customerType: state.customerType, submittedAt: state.submittedAt, log: log.logData });
    return EXIT.OK;
  }
  ctx.out.line(ctx.t("kyc.status.line", { status: ctx.t(`kyc.statuses.${state.kycStatus}`) }));
  if (state.submittedAt !== null) ctx.out.line(ctx.t("kyc.status.submittedAt", { date: displayDateTime(state.submittedAt) }));
  for (const item of log.logData) ctx.out.line(`  - ${item.group} / ${item.topic}: ${item.detail}`);
  return EXIT.OK;
}
