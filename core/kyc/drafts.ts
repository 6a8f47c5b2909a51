import { z } from "zod";
import { bangkokMidnight } from "../shared/bangkok-time";
import { LOCAL_STORAGE_ENTRY_LIFETIME_MS } from "../shared/storage-lifetime";
import { isBlank } from "./field-checks";
import type { KycStep } from "./kyc-constants";
import { isPendingFile, kycFormSchema, type KycForm } from "./kyc-form.schema";

/** The local-storage key of the KYC draft. */
export const KYC_DRAFT_KEY = "KYC";

/** The draft's key for one user: a shared browser never shows one user's identity data to another. */
export function kycDraftKey(userId: string): string {
  return `${KYC_DRAFT_KEY}:${userId}`;
}
/**
 * Drafts saved before this instant come from the legacy form and are purged. The spec names
 * only "a fixed date in 2020"; we take 1 December 2020 00:00 in Asia/Bangkok.
 */
export const LEGACY_DRAFT_CUTOFF_MS = bangkokMidnight(2020, 12, 1);
/** "One month" of the legacy rule: the draft lifetime, so expiry minus it is the save time. */
const ONE_MONTH_MS = LOCAL_STORAGE_ENTRY_LIFETIME_MS;

/** A stored draft with the instant it expires. */
export const kycDraftEntrySchema = z.object({
  value: kycFormSchema,
  expiresAt: z.number(),
  /** The wizard step the user was on, so a reload resumes there. */
  step: z.number().int().min(0).max(4).optional(),
});
export type KycDraftEntry = z.infer<typeof kycDraftEntrySchema>;

/**
 * The form with empty values pruned: undefined, null and blank text go, and so do picked files
 * and the temporary file inputs (a browser File cannot be stored; uploaded links are kept).
 */
export function pruneDraft(form: KycForm): KycForm {
  const kept = Object.entries(form).filter(
    ([field, value]) =>
      !isBlank(value) &&
      !isPendingFile(value) &&
      field !== "inputFileIdCard" &&
      field !== "inputFileSelfie",
  );
  return Object.fromEntries(kept) as KycForm;
}

/** The entry to store for a form saved at `now` (on wizard step `step`): it lives 30 days, like every local-storage entry. */
export function makeDraftEntry(form: KycForm, now: number, step?: KycStep): KycDraftEntry {
  const entry = { value: pruneDraft(form), expiresAt: now + LOCAL_STORAGE_ENTRY_LIFETIME_MS };
  return step === undefined ? entry : { ...entry, step };
}

/** Whether a stored entry is from the legacy form: its expiry minus one month is before the cutoff. */
export function isLegacyDraft(expiresAt: number, cutoff = LEGACY_DRAFT_CUTOFF_MS): boolean {
  return expiresAt - ONE_MONTH_MS < cutoff;
}

/** Whether a stored entry must be removed: unreadable, expired or legacy. */
export function shouldPurgeDraft(stored: unknown, now: number): boolean {
  const entry = kycDraftEntrySchema.safeParse(stored);
  return !entry.success || entry.data.expiresAt <= now || isLegacyDraft(entry.data.expiresAt);
}

/** The draft form and step of a stored entry (step 0 when none was kept), or null when it must be purged. */
export function readDraftEntry(stored: unknown, now: number): Readonly<{ form: KycForm; step: KycStep }> | null {
  const form = readDraft(stored, now);
  if (form === null) return null;
  return { form, step: (kycDraftEntrySchema.parse(stored).step ?? 0) as KycStep };
}

/** The draft form of a stored entry, or null when it must be purged (see shouldPurgeDraft). */
export function readDraft(stored: unknown, now: number): KycForm | null {
  if (shouldPurgeDraft(stored, now)) return null;
  return pruneDraft(kycDraftEntrySchema.parse(stored).value);
}
