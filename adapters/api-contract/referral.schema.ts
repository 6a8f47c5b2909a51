import { z } from "zod";
import { amountSchema, timestampSchema } from "./common.schema";

/** Where the server answers the caller's referral program (spec 3 section 7). */
export const REFERRALS_PATH = "/user/referrals";

const levelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

// The answer's shape with the amount schema of each side: decimal strings on the server, bigint in the client.
function referralsShape<A extends z.ZodType>(amount: A) {
  return z.object({
    referralCode: z.string(),
    referralLink: z.string(),
    level: levelSchema,
    invitedCount: z.number().int().nonnegative(),
    rewardedCount: z.number().int().nonnegative(),
    totalRewardKul: amount,
    levels: z.array(
      z.object({
        level: levelSchema,
        rewardPerInviteeKul: amount,
        invitees: z.array(z.object({ referrerEmail: z.string(), rewardKul: amount, rewardedAt: timestampSchema })),
      }),
    ),
    pending: z.array(z.object({ referrerEmail: z.string(), registeredAt: timestampSchema })),
  });
}

/** GET /user/referrals as the server sends it: KUL amounts as decimal strings. */
export const referralsResponseSchema = referralsShape(z.string().regex(/^\d+$/));
/** The referral answer on the wire. */
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;
/** GET /user/referrals as the client reads it: KUL amounts as bigint. */
export const referralsSchema = referralsShape(amountSchema);
/** The caller's referral program, amounts in whole KUL. */
export type Referrals = z.infer<typeof referralsSchema>;

/** POST /admin/referrals/{userId}/cancel: an operator cancels an inviter's program for self-referral (spec 3 section 6). */
export const ADMIN_REFERRAL_CANCEL_PATH = "/admin/referrals/:userId/cancel";
export const adminReferralParamsSchema = z.object({ userId: z.uuid() });
/** Why the program is cancelled (kept with the cancellation); at most 500 characters. */
export const adminReferralCancelBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
function cancelShape<A extends z.ZodType>(amount: A) {
  return z.object({
    success: z.literal(true),
    inviterId: z.string(),
    rewardsCancelled: z.number().int().nonnegative(),
    reclaimedKul: amount,
    invitees: z.number().int().nonnegative(),
    cancelledAt: timestampSchema,
  });
}
/** The cancellation as the server sends it: the reclaimed KUL as a decimal string. */
export const adminReferralCancelResponseSchema = cancelShape(z.string().regex(/^\d+$/));
/** The cancellation as the client reads it: the reclaimed KUL as bigint. */
export const adminReferralCancelSchema = cancelShape(amountSchema);
export type AdminReferralCancel = z.infer<typeof adminReferralCancelSchema>;
