import { errAsync, okAsync } from "neverthrow";
import type { CookieConsentRepositoryPort, LoginAttemptRepositoryPort } from "../../../core/ports/account-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

/** Failed logins held in memory, keyed by the lower-cased email. */
export function memoryLoginAttempts({ tables, writer }: MemoryContext): LoginAttemptRepositoryPort {
  return {
    recordFailure(email, at) {
      const unstorable = unstorableText({ email });
      if (unstorable) return errAsync(unstorable);
      const key = email.toLowerCase();
      const times = [...(tables.loginAttempts.get(key) ?? []), at].sort((a, b) => a - b);
      writer.put(tables.loginAttempts, key, Object.freeze(times));
      return okAsync(undefined);
    },
    failuresSince: (email, since) => okAsync((tables.loginAttempts.get(email.toLowerCase()) ?? []).filter((t) => t >= since)),
    clear(email) {
      writer.delete(tables.loginAttempts, email.toLowerCase());
      return okAsync(undefined);
    },
  };
}

/** Cookie-consent records held in memory (an audit trail: added, never changed). */
export function memoryCookieConsents({ tables, writer }: MemoryContext): CookieConsentRepositoryPort {
  return {
    add(consent) {
      const unstorable = unstorableText(consent);
      if (unstorable) return errAsync(unstorable);
      if (tables.cookieConsents.get(consent.id)) return errAsync(storageConflict("cookie_consents.id taken"));
      if (consent.userId !== null && !tables.users.get(consent.userId)) return errAsync(storageConflict("cookie_consents.user_id unknown"));
      writer.put(tables.cookieConsents, consent.id, Object.freeze({ ...consent, consents: Object.freeze({ ...consent.consents }) }));
      return okAsync(undefined);
    },
  };
}
