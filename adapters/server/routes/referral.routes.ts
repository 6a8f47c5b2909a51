import type { GetReferralsOutput } from "../../../core/referral/use-cases/get-referrals";
import { getReferrals } from "../../../core/referral/use-cases/get-referrals";
import { amountToWire } from "../../api-contract/common.schema";
import { REFERRALS_PATH, referralsResponseSchema, type ReferralsResponse } from "../../api-contract/referral.schema";
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
  };
}

/**
 * The referral program: GET /user/referrals (code, link to the web app's register page, level,
 * KUL received, invitees by level). Rewards themselves are paid by the social connect and login routes.
 */
export const registerReferralRoutes: RouteModule = (app, deps, config) => {
  app.get(REFERRALS_PATH, { preHandler: app.authenticate, schema: { response: { 200: referralsResponseSchema } } }, async (request) =>
    referralsToWire(orThrow(await getReferrals(deps, { userId: authOf(request).userId, appUrl: config.webOrigin }), { USER_NOT_FOUND: 401 })),
  );
};
