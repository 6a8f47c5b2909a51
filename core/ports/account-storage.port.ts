import type { ResultAsync } from "neverthrow";
import type { Language } from "../account/language";
import type { NotificationName, NotificationType } from "../account/notification";
import type { RewardName } from "../account/rewards";
import type { NewUser, StorageError, UnitOfWork, UserPatch, UserRecord } from "./storage.port";
import type { MailKind } from "./mail.port";
import type { AttemptCounterPort } from "./attempt-counter.port";
import type { AssessmentRepositoryPort } from "./assessment-storage.port";
import type { KycRepositoryPort } from "./kyc-storage.port";
import type { ReferralRepositoryPort } from "./referral-storage.port";

/**
 * Server-side storage of accounts. Implemented by adapters/storage/sql (PGlite, PostgreSQL)
 * and adapters/storage/memory; both pass tests/conformance/account-storage.behavior.ts.
 * Methods may be added when a use case needs one; existing ones keep their meaning.
 * AccountStorage bundles the kyc, referral and assessment repositories so one transaction spans
 * them; those port files import only storage.port.ts and domain files, never this one.
 */

export interface UserRepositoryPort {
  /** Fails with STORAGE_CONFLICT when the email, referral code or a social id is taken. */
  create(user: NewUser, now: number): ResultAsync<UserRecord, StorageError>;
  findById(id: string): ResultAsync<UserRecord | null, StorageError>;
  /**
   * The user with what their profile shows, read at once (one statement on SQL): the answers of
   * findById, rewards.listForUser, notifications.listForUser and legalAcceptances.latestForUser.
   * Null when the user does not exist.
   */
  findProfile(id: string): ResultAsync<UserProfileRecord | null, StorageError>;
  findByEmail(email: string): ResultAsync<UserRecord | null, StorageError>;
  findBySocialId(provider: "GOOGLE" | "FACEBOOK", socialId: string): ResultAsync<UserRecord | null, StorageError>;
  findByReferralCode(code: string): ResultAsync<UserRecord | null, StorageError>;
  /** Null when the user does not exist. */
  update(id: string, patch: UserPatch, now: number): ResultAsync<UserRecord | null, StorageError>;
  /**
   * Records `step` as the user's last used TOTP time step, atomically and only when it is later
   * than the one stored: false (nothing written) when it is not, so a code is accepted once.
   */
  useTwoFactorStep(id: string, step: number): ResultAsync<boolean, StorageError>;
  /**
   * Stores `next` as the password hash only while the stored one is still `expected`, atomically:
   * false (nothing written) when it changed meanwhile, so a login's rehash never undoes a reset.
   */
  replacePasswordHash(id: string, expected: string, next: string, now: number): ResultAsync<boolean, StorageError>;
}

/** A user and the parts of their profile, as UserRepositoryPort.findProfile reads them. */
export type UserProfileRecord = Readonly<{
  user: UserRecord;
  rewards: RewardRecord[];
  notifications: NotificationRecord[];
  latestLegalAcceptance: LegalAcceptanceRecord | null;
}>;

/** A login session; the access token carries its id so logout can revoke it. */
export type SessionRecord = Readonly<{ id: string; userId: string; createdAt: number; expiresAt: number; revokedAt: number | null }>;

export interface SessionRepositoryPort {
  create(session: Omit<SessionRecord, "revokedAt">): ResultAsync<SessionRecord, StorageError>;
  findById(id: string): ResultAsync<SessionRecord | null, StorageError>;
  revoke(id: string, now: number): ResultAsync<void, StorageError>;
  revokeAllForUser(userId: string, now: number): ResultAsync<void, StorageError>;
}

/** TWO_FACTOR_CHALLENGE: a 2FA login challenge, stored by its id so it starts one session. */
export type OneTimeTokenPurpose = "EMAIL_CONFIRMATION" | "PASSWORD_RESET" | "TWO_FACTOR_CHALLENGE";

/** A single-use emailed token; only its SHA-256 is stored. */
export type OneTimeTokenRecord = Readonly<{
  tokenHash: string;
  userId: string;
  purpose: OneTimeTokenPurpose;
  expiresAt: number;
  usedAt: number | null;
}>;

export interface OneTimeTokenRepositoryPort {
  create(token: Omit<OneTimeTokenRecord, "usedAt">): ResultAsync<void, StorageError>;
  /** Marks the token used and returns it, atomically; null when unknown, used, expired or of another purpose. */
  consume(tokenHash: string, purpose: OneTimeTokenPurpose, now: number): ResultAsync<OneTimeTokenRecord | null, StorageError>;
  /** Marks every unused token of `purpose` for the user used at `now` (a newer link, or a finished reset, ends them); how many. */
  revokeAll(userId: string, purpose: OneTimeTokenPurpose, now: number): ResultAsync<number, StorageError>;
}

/** A granted KUL reward; amount in whole KUL. */
export type RewardRecord = Readonly<{ userId: string; name: RewardName | "Referral"; amount: bigint; isOpenCongratsModal: boolean; createdAt: number }>;

export interface RewardRepositoryPort {
  /** Grants once: false (and nothing written) when the user already has a reward of that name, except "Referral". */
  grant(reward: RewardRecord): ResultAsync<boolean, StorageError>;
  listForUser(userId: string): ResultAsync<RewardRecord[], StorageError>;
  clearCongratsFlags(userId: string, names: readonly string[]): ResultAsync<void, StorageError>;
}

export type NotificationRecord = Readonly<{
  id: string;
  userId: string;
  type: NotificationType;
  name: NotificationName;
  timestamp: number;
  isRead: boolean;
}>;

export interface NotificationRepositoryPort {
  add(notification: NotificationRecord): ResultAsync<void, StorageError>;
  /** Newest first. */
  listForUser(userId: string): ResultAsync<NotificationRecord[], StorageError>;
  /** Marks the caller's notifications with this timestamp read; returns how many changed. */
  markRead(userId: string, timestamp: number): ResultAsync<number, StorageError>;
}

export type CookieConsentRecord = Readonly<{
  id: string;
  userId: string | null;
  action: "allow" | "deny";
  bannerText: string;
  url: string;
  userAgent: string;
  consents: Readonly<Record<"analytics" | "essential" | "marketing" | "personalization" | "uncategorized", boolean>>;
  createdAt: number;
}>;

export interface CookieConsentRepositoryPort {
  add(consent: CookieConsentRecord): ResultAsync<void, StorageError>;
}

/**
 * One acceptance of the legal documents (decisions.md, legal documents): the versions of the terms
 * and of the privacy policy the user accepted, and when; kept as evidence, added and never changed.
 */
export type LegalAcceptanceRecord = Readonly<{ id: string; userId: string; terms: string; privacy: string; acceptedAt: number }>;

export interface LegalAcceptanceRepositoryPort {
  /** Fails with STORAGE_CONFLICT when the id is taken or the user unknown. */
  add(acceptance: LegalAcceptanceRecord): ResultAsync<void, StorageError>;
  /** The user's latest acceptance (the latest acceptedAt; equal times: the later added), or null. */
  latestForUser(userId: string): ResultAsync<LegalAcceptanceRecord | null, StorageError>;
}

/** A rendered mail kept by the outbox mail adapter (the default); readable at /v1/api/dev/outbox in local. */
export type OutboxMailRecord = Readonly<{
  id: string;
  to: string;
  kind: MailKind;
  language: Language;
  subject: string;
  text: string;
  html: string;
  createdAt: number;
}>;

/** Which kept mails to list: only those to `to` (lower-cased) when given, at most `limit`. */
export type OutboxQuery = Readonly<{ to?: string; limit: number }>;

export interface MailOutboxRepositoryPort {
  /** Fails with STORAGE_CONFLICT when the id is taken. */
  add(mail: OutboxMailRecord): ResultAsync<void, StorageError>;
  /** Newest first (equal createdAt: the later added first); only mails to `to` (lower-cased) when given; at most `limit`. */
  list(query: OutboxQuery): ResultAsync<OutboxMailRecord[], StorageError>;
}

/** All account repositories, plus a transaction so a use case writes all of its changes or none. */
export interface AccountStorage extends UnitOfWork<AccountStorage> {
  readonly users: UserRepositoryPort;
  readonly sessions: SessionRepositoryPort;
  readonly oneTimeTokens: OneTimeTokenRepositoryPort;
  readonly rewards: RewardRepositoryPort;
  readonly notifications: NotificationRepositoryPort;
  /** Throttle counters (core/ports/attempt-counter.port.ts); taken outside transactions so a refused attempt stays counted. */
  readonly attempts: AttemptCounterPort;
  readonly cookieConsents: CookieConsentRepositoryPort;
  readonly legalAcceptances: LegalAcceptanceRepositoryPort;
  readonly outbox: MailOutboxRepositoryPort;
  /** Referral rewards, one per invitee (core/ports/referral-storage.port.ts). */
  readonly referrals: ReferralRepositoryPort;
  /** KYC submissions, documents and status changes (core/ports/kyc-storage.port.ts). */
  readonly kyc: KycRepositoryPort;
  /** Suitability and knowledge test results (core/ports/assessment-storage.port.ts). */
  readonly assessments: AssessmentRepositoryPort;
}
