import * as z from "zod/mini";
import type { CookieConsent } from "@core/ports/account-api.port";
import { lazySchema } from "@core/shared/lazy-schema";

/** Where the visitor's answer is kept, so the bar does not come back on every visit. */
export const CONSENT_STORAGE_KEY = "kul-cookie-consent";

const storedSchema = lazySchema(() => z.object({ action: z.enum(["allow", "deny"]), at: z.number() }));
/** The stored answer. */
export type StoredConsent = z.infer<typeof storedSchema>;

/** Reads a stored answer; anything malformed counts as no answer (the bar shows again). */
export function readConsent(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The record the server keeps (spec 1 section 3): all categories true when accepting, only essential otherwise. */
export function consentRecord(action: "allow" | "deny", bannerText: string, url: string, userAgent: string): CookieConsent {
  const all = action === "allow";
  return {
    action,
    bannerText: bannerText.slice(0, 2000),
    url: url.slice(0, 2000),
    userAgent: userAgent.slice(0, 1024),
    consents: { essential: true, analytics: all, marketing: all, personalization: all, uncategorized: all },
  };
}
