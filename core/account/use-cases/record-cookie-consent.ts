import type { ResultAsync } from "neverthrow";
import type { SecureRandomPort } from "../../ports/account-services.port";
import type { AccountStorage, CookieConsentRecord } from "../../ports/account-storage.port";
import type { StorageError } from "../../ports/storage.port";
import type { ClockPort } from "../../ports/clock.port";

/** Ports recordCookieConsent uses. */
export type RecordCookieConsentDeps = Readonly<{
  storage: Pick<AccountStorage, "cookieConsents">;
  clock: ClockPort;
  random: Pick<SecureRandomPort, "id">;
}>;

/** The consent record of spec 1 section 3 (the categories follow the action); userId is null for a visitor. */
export type RecordCookieConsentInput = Omit<CookieConsentRecord, "id" | "createdAt" | "consents">;
export type RecordCookieConsentOutput = Readonly<{ id: string; consents: CookieConsentRecord["consents"] }>;

/**
 * Keeps the visitor's cookie choice as evidence (PDPA): what the banner said, where, when, and
 * which categories. Accepting turns every category on and rejecting leaves only the essential
 * cookies, whatever the client sent, so the record matches the button that was pressed.
 * @example recordCookieConsent(deps, { userId: null, action: "allow", bannerText, url, userAgent, consents })
 */
export function recordCookieConsent(
  deps: RecordCookieConsentDeps,
  input: RecordCookieConsentInput,
): ResultAsync<RecordCookieConsentOutput, StorageError> {
  const allow = input.action === "allow";
  const consents = {
    analytics: allow,
    essential: true,
    marketing: allow,
    personalization: allow,
    uncategorized: allow,
  };
  const record: CookieConsentRecord = { ...input, consents, id: deps.random.id(), createdAt: deps.clock.now() };
  return deps.storage.cookieConsents.add(record).map(() => ({ id: record.id, consents }));
}
