import { errAsync, okAsync } from "neverthrow";
import type { CookieConsentRepositoryPort } from "../../../core/ports/account-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

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
