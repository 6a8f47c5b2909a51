import type { GetReferralsOutput } from "../../../core/referral/use-cases/get-referrals";
import { getReferrals } from "../../../core/referral/use-cases/get-referrals";
import { cancelReferrals } from "../../../core/referral/use-cases/cancel-referrals";
import { amountToWire } from "../../api-contract/common.schema";
import {
  ADMIN_REFERRAL_CANCEL_PATH,
  adminReferralCancelBodySchema,
  adminReferralCancelResponseSchema,
  adminReferralParamsSchema,
  REFERRALS_PATH,
  referralsResponseSchema,
  type ReferralsResponse,
} from "../../api-contract/referral.schema";
import { orThrow } from "../api-error";
import { authOf } from "../auth";
import type { RouteModule } from "../route-module";

/** The referral program with KUL amounts as decimal strings. */
export function referralsToWire(view: GetReferralsOutput): ReferralsResponse {
  return {
    ...view,
    totalRewardKul: amountToWire(view.totalRewardKul),
    levels: view.levels.map((l) => ({
      ...l,
      rewardPerInviteeKul: amountToWire(l.rewardPerInviteeKul),
      invitees: l.invitees.map((i) => ({ ...i, rewardKul: amountToWire(i.rewardKul) })),
    })),
    pending: [...view.pending],
  };
}

/**
 * The referral program: GET /user/referrals (code, link to the web app's register page, level,
 * KUL received, invitees by level). Rewards themselves are paid by the social connect and login
 * routes. Operators cancel a self-referring inviter's program with POST
 * /admin/referrals/{userId}/cancel (spec 3 section 6: all referrals cancelled, rewards reclaimed).
 */
export const registerReferralRoutes: RouteModule = (app, deps, config) => {
  app.get(REFERRALS_PATH, { preHandler: app.authenticate, schema: { response: { 200: referralsResponseSchema } } }, async (request) =>
    referralsToWire(orThrow(await getReferrals(deps, { userId: authOf(request).userId, appUrl: config.webOrigin }), { USER_NOT_FOUND: 401 })),
  );

  const admin = { preHandler: [app.authenticate, app.requireAdmin] };
  const schema = { params: adminReferralParamsSchema, body: adminReferralCancelBodySchema, response: { 200: adminReferralCancelResponseSchema } };
  app.post(ADMIN_REFERRAL_CANCEL_PATH, { ...admin, schema }, async (request) => {
    const input = { adminId: authOf(request).userId, inviterId: request.params.userId, reason: request.body.reason };
    const { mailError, ...done } = orThrow(await cancelReferrals(deps, input), { REFERRALS_ALREADY_CANCELLED: 409 });
    // The cancellation stands without the mail (the inviter also has the in-app notice): log it for follow-up.
    if (mailError !== null) request.log.warn({ inviterId: done.inviterId, mailError }, "referral cancellation mail not sent");
    return { success: true as const, ...done, reclaimedKul: amountToWire(done.reclaimedKul) };
  });
};
