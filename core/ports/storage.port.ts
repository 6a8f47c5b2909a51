import type { ResultAsync } from "neverthrow";
import type { Language } from "../account/language";
import type { KycStatus } from "../account/user";
import type { DomainError } from "../shared/domain-error";

/**
 * What every server-side storage port shares: its failure, the unit of work that lets a use case
 * write all of its changes or none, and the stored user the other repositories refer to. Each
 * context's port file (account, kyc, assessment, referral, trade, price snapshot) imports only
 * this file and core domain files.
 */

/** Storage failed (connection lost, constraint broken by a race); never a "not found". */
export type StorageError = DomainError<"STORAGE_UNAVAILABLE" | "STORAGE_CONFLICT", { detail?: string }>;

/** Repositories that can run work in one transaction, handing it the same repositories bound to it. */
export interface UnitOfWork<Repositories> {
  /**
   * Runs `work` against repositories bound to one transaction: committed when it returns ok,
   * rolled back when it returns err or throws. Nested transactions are savepoints.
   */
  transaction<T, E>(work: (tx: Repositories) => ResultAsync<T, E>): ResultAsync<T, E | StorageError>;
}

/** How the account was created: with an email and password, or through a social login. */
export type AccountType = "EMAIL" | "GOOGLE" | "FACEBOOK";
/** Admins review KYC and manage referral programs. */
export type Role = "USER" | "ADMIN";

/** A user as stored. Emails are stored lower-cased (core/account/credential-rules.ts validateEmail). */
export type UserRecord = Readonly<{
  id: string;
  email: string;
  /** scrypt of the client's SHA-256 hex; null for social-only accounts. */
  passwordHash: string | null;
  displayName: string;
  profilePicture: string | null;
  accountType: AccountType;
  googleId: string | null;
  googleEmail: string | null;
  facebookId: string | null;
  facebookName: string | null;
  facebookEmail: string | null;
  isActive: boolean;
  isEnabled2FA: boolean;
  /** Base32 TOTP secret once 2FA is enabled, or while enabling (isEnabled2FA false). */
  twoFactorSecret: string | null;
  isSubscribeNews: boolean;
  language: Language;
  kycStatus: KycStatus;
  suitabilityTestPoint: number | null;
  knowledgeTestPoint: number | null;
  referralCode: string;
  referredBy: string | null;
  role: Role;
  createdAt: number;
  updatedAt: number;
}>;

/** A user to create; storage sets the timestamps. */
export type NewUser = Omit<UserRecord, "createdAt" | "updatedAt">;
/** The fields a user update may change. */
export type UserPatch = Partial<Omit<UserRecord, "id" | "createdAt" | "updatedAt">>;
