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
