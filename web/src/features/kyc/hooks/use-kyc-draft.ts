import { useRef, useState } from "react";
import { kycDraftKey, makeDraftEntry, readDraftEntry } from "@core/kyc/drafts";
import type { KycStep } from "@core/kyc/kyc-constants";
import type { KycForm } from "@core/kyc/kyc-form.schema";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** The draft found when the wizard opened (null: none), and the way to keep or forget the current one. */
export type KycDraft = Readonly<{
  restored: Readonly<{ form: KycForm; step: KycStep }> | null;
  /** Keeps the form and the step reached (pruned of empty values and files). */
  save: (form: KycForm, step: KycStep) => void;
  /** Forgets the draft for good (after a successful submission); nothing is saved afterwards. */
  clear: () => void;
}>;

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * The user's KYC draft in local storage (core/kyc/drafts.ts): read once on opening (an expired,
 * legacy or unreadable one is removed), then saved as the user types, pruned of empty values and
 * files, for 30 days.
 */
export function useKycDraft(userId: string): KycDraft {
  const storage = useService(TOKENS.Storage);
  const clock = useService(TOKENS.Clock);
  const key = kycDraftKey(userId);
  const [restored] = useState(() => {
    const entry = readDraftEntry(parse(storage.get(key)), clock.now());
    if (entry === null) storage.remove(key);
    return entry;
  });
  const kept = useRef(true);
  return {
    restored,
    save: (form, step) => {
      if (!kept.current) return;
      const entry = makeDraftEntry(form, clock.now(), step);
      if (Object.keys(entry.value).length > 0) storage.set(key, JSON.stringify(entry));
    },
    clear: () => {
      kept.current = false;
      storage.remove(key);
    },
  };
}
