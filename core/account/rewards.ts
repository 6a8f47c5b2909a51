/** KUL reward names of spec 1 section 3. */
export const REWARD_NAMES = ["Registration", "SubscribeNewsLetter", "ConnectWithGoogle", "ConnectWithFacebook", "KYCApproved"] as const;
export type RewardName = (typeof REWARD_NAMES)[number];

/** KUL paid per reward, in whole KUL (spec 3 section 9). */
export const REWARD_AMOUNTS: Readonly<Record<RewardName, bigint>> = {
  Registration: 50n,
  SubscribeNewsLetter: 50n,
  ConnectWithGoogle: 50n,
  ConnectWithFacebook: 50n,
  KYCApproved: 500n,
};

/** A reward granted to a user; the flag asks the web app to congratulate once after login. */
export type Reward = Readonly<{ name: RewardName; amount: bigint; options: Readonly<{ isOpenCongratsModal: boolean }> }>;
/** Any reward as far as the balance and the congratulations need it, the referral program's included. */
export type RewardLike = Readonly<{ name: string; amount: bigint; options: Readonly<{ isOpenCongratsModal: boolean }> }>;

/** A newly granted reward, flagged for the congratulations modal. */
export function grantReward(name: RewardName): Reward {
  return { name, amount: REWARD_AMOUNTS[name], options: { isOpenCongratsModal: true } };
}

/** The user's KUL balance from rewards, shown in the user popup and profile. */
export function kulBalance(rewards: readonly RewardLike[]): bigint {
  return rewards.reduce((sum, r) => sum + r.amount, 0n);
}

/** Subtitle of the congratulations modal. */
export type CongratsSubtitle = "REGISTRATION_THANKS" | "KYC_SUBMITTED_THANKS";
/** What the congratulations modal shows. */
export type Congratulations = Readonly<{ total: bigint; subtitle: CongratsSubtitle }>;

/**
 * The congratulations modal after login: the sum of flagged rewards, with the KYC thanks when
 * the KYC reward is among them, else the registration thanks; null when nothing is flagged.
 */
export function congratulations(rewards: readonly RewardLike[]): Congratulations | null {
  const flagged = rewards.filter((r) => r.options.isOpenCongratsModal);
  if (flagged.length === 0) return null;
  const subtitle = flagged.some((r) => r.name === "KYCApproved") ? "KYC_SUBMITTED_THANKS" : "REGISTRATION_THANKS";
  return { total: kulBalance(flagged), subtitle };
}

/** The rewards to send back (PUT /user/reward/options) once the modal showed: every flag cleared. */
export function clearCongratsFlags(rewards: readonly Reward[]): Reward[] {
  return rewards.map((r) => (r.options.isOpenCongratsModal ? { ...r, options: { ...r.options, isOpenCongratsModal: false } } : r));
}
