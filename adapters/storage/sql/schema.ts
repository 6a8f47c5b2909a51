import { sql } from "drizzle-orm";
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { KYC_STATUSES } from "../../../core/account/user";
import { LANGUAGES } from "../../../core/account/language";
import { NOTIFICATION_NAMES, NOTIFICATION_TYPES } from "../../../core/account/notification";
import { REWARD_NAMES } from "../../../core/account/rewards";
import type { MailKind } from "../../../core/ports/mail.port";
import { exactInteger, millis, oneOf } from "./schema-columns";

const ONE_TIME_TOKEN_PURPOSES = ["EMAIL_CONFIRMATION", "PASSWORD_RESET", "TWO_FACTOR_CHALLENGE"] as const;
const REWARD_ROW_NAMES = [...REWARD_NAMES, "Referral"] as const;

// Times are milliseconds since the epoch (bigint, read back as JS numbers) so rows match the
// port types exactly; enums are text with CHECK constraints so a bad value never reaches a read.

/** Accounts; emails are unique whatever their letter case. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    displayName: text("display_name").notNull(),
    profilePicture: text("profile_picture"),
    accountType: text("account_type", { enum: ["EMAIL", "GOOGLE", "FACEBOOK"] }).notNull(),
    googleId: text("google_id"),
    googleEmail: text("google_email"),
    facebookId: text("facebook_id"),
    facebookName: text("facebook_name"),
    facebookEmail: text("facebook_email"),
    isActive: boolean("is_active").notNull(),
    isEnabled2FA: boolean("is_enabled_2fa").notNull(),
    twoFactorSecret: text("two_factor_secret"),
    isSubscribeNews: boolean("is_subscribe_news").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    kycStatus: text("kyc_status", { enum: KYC_STATUSES }).notNull(),
    suitabilityTestPoint: doublePrecision("suitability_test_point"),
    knowledgeTestPoint: doublePrecision("knowledge_test_point"),
    referralCode: text("referral_code").notNull(),
    referredBy: text("referred_by"),
    role: text("role", { enum: ["USER", "ADMIN"] }).notNull(),
    createdAt: millis("created_at").notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_referral_code_unique").on(t.referralCode),
    uniqueIndex("users_google_id_unique").on(t.googleId),
    uniqueIndex("users_facebook_id_unique").on(t.facebookId),
    check("users_account_type_check", oneOf("account_type", ["EMAIL", "GOOGLE", "FACEBOOK"])),
    check("users_language_check", oneOf("language", LANGUAGES)),
    check("users_kyc_status_check", oneOf("kyc_status", KYC_STATUSES)),
    check("users_role_check", oneOf("role", ["USER", "ADMIN"])),
  ],
);

/** The last TOTP time step each user has used, so a code is accepted once. */
export const twoFactorSteps = pgTable("two_factor_steps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id),
  lastStep: bigint("last_step", { mode: "number" }).notNull(),
});

/** Login sessions; the access token names one, so logout can revoke it. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: millis("created_at").notNull(),
    expiresAt: millis("expires_at").notNull(),
    revokedAt: millis("revoked_at"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Single-use emailed tokens, stored as their SHA-256 only. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    expiresAt: millis("expires_at").notNull(),
    usedAt: millis("used_at"),
  },
  (t) => [index("one_time_tokens_user_id_idx").on(t.userId), check("one_time_tokens_purpose_check", oneOf("purpose", ONE_TIME_TOKEN_PURPOSES))],
);

/** Granted KUL rewards; one per name and user, except the repeatable "Referral". */
export const rewards = pgTable(
  "rewards",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name", { enum: REWARD_ROW_NAMES }).notNull(),
    /** Whole KUL as an exact decimal integer (bigint in the port). */
    amount: exactInteger("amount").notNull(),
    isOpenCongratsModal: boolean("is_open_congrats_modal").notNull(),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("rewards_user_name_once").on(t.userId, t.name).where(sql`${t.name} <> 'Referral'`),
    index("rewards_user_id_idx").on(t.userId, t.seq),
    check("rewards_name_check", oneOf("name", REWARD_ROW_NAMES)),
  ],
);

/** User notifications; `seq` orders ties of the same timestamp. */
export const notifications = pgTable(
  "notifications",
  {
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    name: text("name", { enum: NOTIFICATION_NAMES }).notNull(),
    timestamp: millis("timestamp").notNull(),
    isRead: boolean("is_read").notNull(),
  },
  (t) => [
    index("notifications_user_time_idx").on(t.userId, t.timestamp),
    check("notifications_type_check", oneOf("type", NOTIFICATION_TYPES)),
    check("notifications_name_check", oneOf("name", NOTIFICATION_NAMES)),
  ],
);

/** Throttle counters: one row per key, its attempts in the window that started at window_started_at. */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    key: text("key").primaryKey(),
    windowStartedAt: millis("window_started_at").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [check("attempt_counters_count_check", sql`${t.count} >= 0`)],
);

/** Cookie-banner answers, kept as an audit trail. */
export const cookieConsents = pgTable("cookie_consents", {
  id: text("id").primaryKey(),
  userId: text("user_id").references(() => users.id),
  action: text("action", { enum: ["allow", "deny"] }).notNull(),
  bannerText: text("banner_text").notNull(),
  url: text("url").notNull(),
  userAgent: text("user_agent").notNull(),
  consents: jsonb("consents").$type<Record<"analytics" | "essential" | "marketing" | "personalization" | "uncategorized", boolean>>().notNull(),
  createdAt: millis("created_at").notNull(),
});

/** Acceptances of the terms and privacy policy versions, kept as evidence; `seq` orders acceptances of the same time. */
export const legalAcceptances = pgTable(
  "legal_acceptances",
  {
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    terms: text("terms_version").notNull(),
    privacy: text("privacy_version").notNull(),
    acceptedAt: millis("accepted_at").notNull(),
  },
  (t) => [index("legal_acceptances_user_idx").on(t.userId, t.acceptedAt, t.seq)],
);

/** Rendered mails kept by the outbox mail adapter; `seq` orders mails of the same time. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    // No CHECK: mail kinds grow with the use cases, and the mail adapter is their only writer.
    kind: text("kind").$type<MailKind>().notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [
    index("mail_outbox_to_idx").on(sql`lower(${t.to})`, t.createdAt),
    index("mail_outbox_created_idx").on(t.createdAt, t.seq),
    check("mail_outbox_language_check", oneOf("language", LANGUAGES)),
  ],
);

// Wave 3 tables live in their own files; re-exported last so `users` exists when they load.
export * from "./schema-assessments";
export * from "./schema-kyc";
export * from "./schema-market";
