import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { KycFormData, KycLogItem } from "../../../core/ports/kyc-storage.port";
import { exactInteger, millis, oneOf } from "./schema-columns";
import { users } from "./schema";

const CUSTOMER_TYPES = ["Personal", "Organization"] as const;

/** A user's current KYC submission; a corrected one replaces the row. */
export const kycSubmissions = pgTable(
  "kyc_submissions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    customerType: text("customer_type", { enum: CUSTOMER_TYPES }).notNull(),
    form: jsonb("form").$type<KycFormData>().notNull(),
    submittedAt: millis("submitted_at").notNull(),
    reviewedAt: millis("reviewed_at"),
    // No reference: the log keeps who decided even if that admin's account goes away.
    reviewedBy: text("reviewed_by"),
    verificationLog: jsonb("verification_log").$type<readonly KycLogItem[]>().notNull(),
  },
  (t) => [index("kyc_submissions_submitted_idx").on(t.submittedAt, t.userId), check("kyc_submissions_customer_type_check", oneOf("customer_type", CUSTOMER_TYPES))],
);

/** One identity, one account: the primary key lets one account hold an identity; the KYC reward is paid once per identity. */
export const kycIdentities = pgTable(
  "kyc_identities",
  {
    identityKey: text("identity_key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    claimedAt: millis("claimed_at").notNull(),
    rewardedAt: millis("rewarded_at"),
  },
  (t) => [index("kyc_identities_user_idx").on(t.userId)],
);

/** Every account that used an identity (submitted it, or was refused for it), for the operators. */
export const kycIdentityUses = pgTable(
  "kyc_identity_uses",
  {
    identityKey: text("identity_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    usedAt: millis("used_at").notNull(),
  },
  (t) => [primaryKey({ name: "kyc_identity_uses_key", columns: [t.identityKey, t.userId] })],
);

/** Uploaded KYC documents; the content itself sits in the private file store. */
export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    field: text("field").notNull(),
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [index("kyc_documents_user_idx").on(t.userId, t.createdAt)],
);

/** Referral rewards: the primary key pays an invitee once, the unique index numbers each inviter's once. */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    inviteeId: text("invitee_id")
      .primaryKey()
      .references(() => users.id),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => users.id),
    inviteeNumber: integer("invitee_number").notNull(),
    level: integer("level").notNull(),
    amount: exactInteger("amount").notNull(),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [uniqueIndex("referral_rewards_inviter_number_unique").on(t.inviterId, t.inviteeNumber)],
);

/** Referral programs an operator cancelled for self-referral: one row per inviter, kept as the record of what was reclaimed. */
export const referralCancellations = pgTable("referral_cancellations", {
  inviterId: text("inviter_id")
    .primaryKey()
    .references(() => users.id),
  cancelledBy: text("cancelled_by")
    .notNull()
    .references(() => users.id),
  reason: text("reason").notNull(),
  rewardsCancelled: integer("rewards_cancelled").notNull(),
  reclaimedKul: exactInteger("reclaimed_kul").notNull(),
  createdAt: millis("created_at").notNull(),
});
