import { okAsync, ResultAsync } from "neverthrow";
import type { SecureRandomPort } from "../../ports/account-services.port";
import type { AccountStorage, NotificationRecord, NotificationRepositoryPort } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { TradeStoragePort } from "../../ports/trade-storage.port";
import { checkSelfReferral, referralRewardFor, type Invitee, type ReferralReward } from "../referral-eligibility";

/**
 * What granting a referral reward needs; storage may be a transaction (the grant is then a
 * savepoint). `wallets`, when given, lets the grant refuse an invitee who shares a wallet with
 * the inviter (decisions.md: same email or same wallet is self-referral).
 */
export type GrantReferralRewardDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  random: Pick<SecureRandomPort, "id">;
  wallets?: Pick<TradeStoragePort, "listWallets">;
}>;

/** The user whose account may have just qualified their inviter for a reward. */
export type GrantReferralRewardInput = Readonly<{ inviteeId: string }>;

/** Why no reward was granted; none of these is a failure of the caller's action. */
export type ReferralSkipReason = "NOT_REFERRED" | "SOCIAL_NOT_CONNECTED" | "ALREADY_GRANTED" | "INVITER_GONE" | "SELF_REFERRAL" | "REFERRALS_CANCELLED";

/** A reward granted now, or why not. */
export type GrantReferralRewardOutput =
  | Readonly<{ kind: "GRANTED"; inviterId: string; inviteeId: string; reward: ReferralReward }>
  | Readonly<{ kind: "SKIPPED"; reason: ReferralSkipReason }>;

const skipped = (reason: ReferralSkipReason): GrantReferralRewardOutput => ({ kind: "SKIPPED", reason });

/** Every address a person is known by, so a second account connected to the inviter's own Google or Facebook counts as self-referral. */
function emailsOf(user: UserRecord): string[] {
  return [user.email, user.googleEmail, user.facebookEmail].filter((e): e is string => e !== null);
}

/** The user's wallet addresses, or none when the grant was given no wallet lookup. */
function walletsOf(deps: GrantReferralRewardDeps, userId: string): ResultAsync<string[], StorageError> {
  return deps.wallets ? deps.wallets.listWallets(userId).map((list) => list.map((w) => w.address)) : okAsync([]);
}

/** Self-referral by any pair of the two people's addresses, or by a wallet both use. */
function isSelfReferral(deps: GrantReferralRewardDeps, inviter: UserRecord, invitee: UserRecord): ResultAsync<boolean, StorageError> {
  return ResultAsync.combine([walletsOf(deps, inviter.id), walletsOf(deps, invitee.id)]).map(([own, theirs]) =>
    emailsOf(inviter).some((mine) => emailsOf(invitee).some((other) => checkSelfReferral({ email: mine, wallets: own }, { email: other, wallets: theirs }).isErr())),
  );
}

/** The invitee as the reward rule sees it: counted from now if any social account is connected. */
function asInvitee(user: UserRecord, now: number): Invitee {
  return { userId: user.id, socialConnectedAt: user.googleId !== null || user.facebookId !== null ? now : null };
}

/** A timestamp after the user's newest notification: mark-as-read names a notification by its timestamp. */
function nextTimestamp(notifications: NotificationRepositoryPort, userId: string, now: number): ResultAsync<number, StorageError> {
  return notifications.listForUser(userId).map((list) => Math.max(now, (list[0]?.timestamp ?? now - 1) + 1));
}

function notify(deps: GrantReferralRewardDeps, tx: AccountStorage, userId: string, type: NotificationRecord["type"], name: NotificationRecord["name"], now: number) {
  return nextTimestamp(tx.notifications, userId, now).andThen((timestamp) =>
    tx.notifications.add({ id: deps.random.id(), userId, type, name, timestamp, isRead: false }),
  );
}

function grant(deps: GrantReferralRewardDeps, tx: AccountStorage, invitee: UserRecord, inviterId: string): ResultAsync<GrantReferralRewardOutput, StorageError> {
  const now = deps.clock.now();
  return tx.referrals
    .lockInviter(inviterId)
    .andThen(() => tx.users.findById(inviterId))
    .andThen((inviter): ResultAsync<GrantReferralRewardOutput, StorageError> => {
      if (inviter === null) return okAsync(skipped("INVITER_GONE"));
      // One after another: the transaction's queries share one connection.
      return tx.referrals
        .findCancellation(inviterId)
        .andThen((cancelled) => isSelfReferral(deps, inviter, invitee).map((self) => [cancelled, self] as const))
        .andThen(([cancelled, self]): ResultAsync<GrantReferralRewardOutput, StorageError> => {
          if (cancelled !== null) return okAsync(skipped("REFERRALS_CANCELLED"));
          if (self) return okAsync(skipped("SELF_REFERRAL"));
          return pay(deps, tx, invitee, inviterId, now);
        },
      );
    });
}

function pay(deps: GrantReferralRewardDeps, tx: AccountStorage, invitee: UserRecord, inviterId: string, now: number): ResultAsync<GrantReferralRewardOutput, StorageError> {
  return tx.referrals.listForInviter(inviterId).andThen((counted): ResultAsync<GrantReferralRewardOutput, StorageError> => {
    const rule = referralRewardFor(asInvitee(invitee, now), counted.length);
    if (rule.isErr()) return okAsync(skipped("SOCIAL_NOT_CONNECTED"));
    const reward = rule.value;
    const record = { inviteeId: invitee.id, inviterId, inviteeNumber: reward.invitee, level: reward.level, amount: reward.rewardKul, createdAt: now };
    return tx.referrals.record(record).andThen((isNew): ResultAsync<GrantReferralRewardOutput, StorageError> => {
      if (!isNew) return okAsync(skipped("ALREADY_GRANTED"));
      // Not flagged for the congratulations modal: its subtitles thank for registering or KYC, not for inviting.
      return tx.rewards
        .grant({ userId: inviterId, name: "Referral", amount: reward.rewardKul, isOpenCongratsModal: false, createdAt: now })
        .andThen(() => notify(deps, tx, inviterId, "RECEIVE_REFERRAL_PROGRAM_REWARD", "ReceivedReferralProgramReward", now))
        .andThen(() => notify(deps, tx, invitee.id, "GET_FREE_REFERRAL_PROGRAM_REWARD", "GetReferralProgramReward", now))
        .map(() => ({ kind: "GRANTED" as const, inviterId, inviteeId: invitee.id, reward }));
    });
  });
}

/**
 * Pays the inviter of `inviteeId` once the invitee has a social account connected: the KUL of
 * the inviter's level at this time (5 / 10 / 15), at most once per invitee however many
 * connects or logins race, with a ReceivedReferralProgramReward notification to the inviter and
 * a GetReferralProgramReward one to the invitee. Self-referral (a shared mailbox, or a shared
 * wallet when `wallets` is given) earns nothing, nor does an invitee of a cancelled program.
 * @example await grantReferralReward({ storage: tx, clock, random }, { inviteeId: user.id });
 */
export function grantReferralReward(deps: GrantReferralRewardDeps, input: GrantReferralRewardInput): ResultAsync<GrantReferralRewardOutput, StorageError> {
  return deps.storage.transaction((tx) =>
    tx.users.findById(input.inviteeId).andThen((invitee): ResultAsync<GrantReferralRewardOutput, StorageError> => {
      if (invitee === null || invitee.referredBy === null) return okAsync(skipped("NOT_REFERRED"));
      if (asInvitee(invitee, 0).socialConnectedAt === null) return okAsync(skipped("SOCIAL_NOT_CONNECTED"));
      const inviterId: string = invitee.referredBy;
      return tx.referrals
        .findByInvitee(invitee.id)
        .andThen((done) => (done === null ? grant(deps, tx, invitee, inviterId) : okAsync(skipped("ALREADY_GRANTED"))));
    }),
  );
}
