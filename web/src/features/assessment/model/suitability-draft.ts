import { z } from "zod";
import { isStorageEntryExpired } from "@core/shared/storage-lifetime";
import type { KeyValueStore } from "@/lib/session/key-value-store";
import type { SuitabilityFormAnswers } from "./suitability-form";

/** The unsent suitability answers kept in local storage, so a reload loses nothing; one per user. */
export type SuitabilityDraft = Readonly<{ answers: SuitabilityFormAnswers; step: number; storedAt: number }>;

const draftSchema = z.object({
  storedAt: z.number(),
  step: z.number().int().min(0),
  answers: z.record(
    z.string(),
    z.object({ choices: z.array(z.string()), others: z.string(), countries: z.array(z.string()) }),
  ),
});

/** The storage key of a user's draft. */
export const suitabilityDraftKey = (userId: string) => `suitability-draft:${userId}`;

/** The user's draft, or null when there is none, it is unreadable, or it outlived the storage lifetime (then it is removed). */
export function readSuitabilityDraft(storage: KeyValueStore, userId: string, now: number): SuitabilityDraft | null {
  const key = suitabilityDraftKey(userId);
  const raw = storage.get(key);
  if (raw === null) return null;
  let parsed: ReturnType<typeof draftSchema.safeParse>;
  try {
    parsed = draftSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = draftSchema.safeParse(null);
  }
  if (!parsed.success || isStorageEntryExpired(parsed.data.storedAt, now)) {
    storage.remove(key);
    return null;
  }
  return parsed.data;
}

/** Keeps the answers and the step reached. */
export function writeSuitabilityDraft(storage: KeyValueStore, userId: string, draft: SuitabilityDraft): void {
  storage.set(suitabilityDraftKey(userId), JSON.stringify(draft));
}

/** Forgets the draft (after a successful submission). */
export function clearSuitabilityDraft(storage: KeyValueStore, userId: string): void {
  storage.remove(suitabilityDraftKey(userId));
}
