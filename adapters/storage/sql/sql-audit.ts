import { errAsync } from "neverthrow";
import type { CookieConsentRepositoryPort } from "../../../core/ports/account-storage.port";
import { unstorableText } from "../text-rules";
import { cookieConsents } from "./schema";
import { query, type SqlDb } from "./sql-errors";

/** Cookie-consent records in SQL. */
export function sqlCookieConsents(db: SqlDb): CookieConsentRepositoryPort {
  return {
    add(consent) {
      const unstorable = unstorableText(consent);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(cookieConsents).values({ ...consent, consents: { ...consent.consents } })).map(() => undefined);
    },
  };
}
