import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { KycDocumentRecord, KycRepositoryPort, KycSubmissionRecord } from "../../../core/ports/kyc-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { kycDocuments, kycSubmissions, users } from "./schema";
import { query, type SqlDb } from "./sql-errors";
import { sqlKycIdentities } from "./sql-kyc-identities";

/** The conflict for a submission holding U+0000 in a form value or a log item (jsonb refuses it too). */
function unstorableSubmission(record: KycSubmissionRecord) {
  return unstorableText({ ...record, verificationLog: undefined }) ?? record.verificationLog.map((item) => unstorableText(item)).find((e) => e !== null) ?? null;
}

const toSubmission = (r: typeof kycSubmissions.$inferSelect): KycSubmissionRecord => ({
  userId: r.userId,
  customerType: r.customerType,
  form: r.form,
  submittedAt: r.submittedAt,
  reviewedAt: r.reviewedAt,
  reviewedBy: r.reviewedBy,
  verificationLog: r.verificationLog,
});

const byUserId = sql`${kycSubmissions.userId} COLLATE "C"`;

/** KYC submissions and documents in SQL; a status change is one conditional UPDATE, so exactly one racer wins. */
export function sqlKyc(db: SqlDb): KycRepositoryPort {
  return {
    ...sqlKycIdentities(db),
    saveSubmission(record) {
      const unstorable = unstorableSubmission(record);
      if (unstorable) return errAsync(unstorable);
      const { userId: _u, ...changes } = record;
      return query(() => db.insert(kycSubmissions).values(record).onConflictDoUpdate({ target: kycSubmissions.userId, set: changes })).map(() => undefined);
    },
    findSubmission(userId) {
      if (hasNul(userId)) return okAsync(null);
      return query(() => db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)).limit(1)).map((rows) =>
        rows[0] ? toSubmission(rows[0]) : null,
      );
    },
    listSubmissions({ status, limit, offset }) {
      if (limit <= 0) return okAsync([]);
      return query(() =>
        db
          .select({
            userId: kycSubmissions.userId,
            email: users.email,
            kycStatus: users.kycStatus,
            customerType: kycSubmissions.customerType,
            submittedAt: kycSubmissions.submittedAt,
          })
          .from(kycSubmissions)
          .innerJoin(users, eq(users.id, kycSubmissions.userId))
          .where(status === undefined ? undefined : eq(users.kycStatus, status))
          .orderBy(asc(kycSubmissions.submittedAt), byUserId)
          .limit(Math.floor(limit))
          .offset(Math.max(0, Math.floor(offset))),
      );
    },
    transitionStatus(userId, expected, next, now) {
      if (hasNul(userId) || expected.length === 0) return okAsync(null);
      const current = and(eq(users.id, userId), inArray(users.kycStatus, [...expected]));
      return query(() => db.update(users).set({ kycStatus: next, updatedAt: now }).where(current).returning()).map((rows) => rows[0] ?? null);
    },
    addDocument(document) {
      const unstorable = unstorableText(document);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(kycDocuments).values(document)).map(() => undefined);
    },
    findDocument(id) {
      if (hasNul(id)) return okAsync(null);
      return query(() => db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).limit(1)).map((rows): KycDocumentRecord | null => rows[0] ?? null);
    },
    listDocuments(userId) {
      if (hasNul(userId)) return okAsync([]);
      return query(() =>
        db
          .select()
          .from(kycDocuments)
          .where(eq(kycDocuments.userId, userId))
          .orderBy(asc(kycDocuments.createdAt), sql`${kycDocuments.id} COLLATE "C"`),
      );
    },
  };
}
