import type { CookieConsentRecord, LegalAcceptanceRecord, NotificationRecord, OneTimeTokenRecord, OutboxMailRecord, RewardRecord, SessionRecord } from "../../../core/ports/account-storage.port";
import type { AttemptCount } from "../../../core/ports/attempt-counter.port";
import type { UserRecord } from "../../../core/ports/storage.port";
import type { KycDocumentRecord, KycSubmissionRecord } from "../../../core/ports/kyc-storage.port";
import type { ReferralCancellationRecord, ReferralRewardRecord } from "../../../core/ports/referral-storage.port";
import type { KnowledgeDrawRecord, KnowledgeResultRecord, SuitabilityRecord } from "../../../core/ports/assessment-storage.port";
import { Table, type Writer } from "./memory-tables";

/** An identity's holder and when its KYC reward was paid (null: not yet). */
export type MemoryKycIdentity = Readonly<{ identityKey: string; userId: string; claimedAt: number; rewardedAt: number | null }>;

/** Every table of the memory storage. */
export type MemoryTables = Readonly<{
  users: Table<UserRecord>;
  sessions: Table<SessionRecord>;
  oneTimeTokens: Table<OneTimeTokenRecord>;
  rewards: Table<RewardRecord>;
  notifications: Table<NotificationRecord>;
  /** Throttle counters keyed by their key. */
  attempts: Table<AttemptCount>;
  /** The last used TOTP time step, keyed by user id. */
  twoFactorSteps: Table<number>;
  cookieConsents: Table<CookieConsentRecord>;
  /** Legal acceptances keyed by id, in the order they were added. */
  legalAcceptances: Table<LegalAcceptanceRecord>;
  outbox: Table<OutboxMailRecord>;
  /** Referral rewards keyed by invitee id. */
  referralRewards: Table<ReferralRewardRecord>;
  /** Cancelled referral programs keyed by inviter id. */
  referralCancellations: Table<ReferralCancellationRecord>;
  kycSubmissions: Table<KycSubmissionRecord>;
  kycDocuments: Table<KycDocumentRecord>;
  /** Who holds each identity (key: the identity key), and when its reward was paid. */
  kycIdentities: Table<MemoryKycIdentity>;
  /** Accounts that used each identity, keyed by identity key and user id. */
  kycIdentityUses: Table<Readonly<{ identityKey: string; userId: string; usedAt: number }>>;
  /** Test results and draws keyed by user id. */
  suitabilityResults: Table<SuitabilityRecord>;
  knowledgeDraws: Table<KnowledgeDrawRecord>;
  knowledgeResults: Table<KnowledgeResultRecord>;
  /** Keys of repeatable "Referral" rewards; shared by every transaction of one storage. */
  sequence: { next: number };
}>;

/** Empty tables. */
export function createMemoryTables(): MemoryTables {
  return {
    users: new Table(),
    sessions: new Table(),
    oneTimeTokens: new Table(),
    rewards: new Table(),
    notifications: new Table(),
    attempts: new Table(),
    twoFactorSteps: new Table(),
    cookieConsents: new Table(),
    legalAcceptances: new Table(),
    outbox: new Table(),
    referralRewards: new Table(),
    referralCancellations: new Table(),
    kycSubmissions: new Table(),
    kycDocuments: new Table(),
    kycIdentities: new Table(),
    kycIdentityUses: new Table(),
    suitabilityResults: new Table(),
    knowledgeDraws: new Table(),
    knowledgeResults: new Table(),
    sequence: { next: 0 },
  };
}

/** What each repository works with: the tables and a writer bound to the current transaction. */
export type MemoryContext = Readonly<{ tables: MemoryTables; writer: Writer }>;
