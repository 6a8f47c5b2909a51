import { errAsync, okAsync } from "neverthrow";
import type { KycRepositoryPort, KycSubmissionRecord, KycSubmissionSummary } from "../../../core/ports/kyc-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import { memoryKycIdentities } from "./memory-kyc-identities";
import type { MemoryContext } from "./memory-state";

/** The conflict for a submission holding U+0000 anywhere (form values or log items), as SQL refuses it. */
function unstorableSubmission(record: KycSubmissionRecord) {
  return unstorableText({ ...record, verificationLog: undefined }) ?? record.verificationLog.map((item) => unstorableText(item)).find((e) => e !== null) ?? null;
}

/** KYC submissions and documents held in memory, with the same rules as the SQL tables. */
export function memoryKyc(context: MemoryContext): KycRepositoryPort {
  const { tables, writer } = context;
  return {
    ...memoryKycIdentities(context),
    saveSubmission(record) {
      const unstorable = unstorableSubmission(record);
      if (unstorable) return errAsync(unstorable);
      if (!tables.users.get(record.userId)) return errAsync(storageConflict("kyc_submissions.user_id unknown"));
      const frozen = Object.freeze({ ...record, form: Object.freeze({ ...record.form }), verificationLog: Object.freeze(record.verificationLog.map((i) => Object.freeze({ ...i }))) });
      writer.put(tables.kycSubmissions, record.userId, frozen);
      return okAsync(undefined);
    },
    findSubmission: (userId) => okAsync(tables.kycSubmissions.get(userId) ?? null),
    listSubmissions(query) {
      const rows: KycSubmissionSummary[] = [];
      for (const s of tables.kycSubmissions.values()) {
        const user = tables.users.get(s.userId);
        if (!user || (query.status !== undefined && user.kycStatus !== query.status)) continue;
        rows.push({ userId: s.userId, email: user.email, kycStatus: user.kycStatus, customerType: s.customerType, submittedAt: s.submittedAt });
      }
      rows.sort((a, b) => a.submittedAt - b.submittedAt || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
      return okAsync(rows.slice(query.offset, query.offset + query.limit));
    },
    transitionStatus(userId, expected, next, now) {
      const user = tables.users.get(userId);
      if (!user || !expected.includes(user.kycStatus)) return okAsync(null);
      const updated = Object.freeze({ ...user, kycStatus: next, updatedAt: now });
      writer.put(tables.users, userId, updated);
      return okAsync(updated);
    },
    addDocument(document) {
      const unstorable = unstorableText(document);
      if (unstorable) return errAsync(unstorable);
      if (tables.kycDocuments.get(document.id)) return errAsync(storageConflict("kyc_documents.id taken"));
      if (!tables.users.get(document.userId)) return errAsync(storageConflict("kyc_documents.user_id unknown"));
      writer.put(tables.kycDocuments, document.id, Object.freeze({ ...document }));
      return okAsync(undefined);
    },
    findDocument: (id) => okAsync(tables.kycDocuments.get(id) ?? null),
    listDocuments(userId) {
      const mine = tables.kycDocuments.values().filter((d) => d.userId === userId);
      return okAsync(mine.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
    },
  };
}
