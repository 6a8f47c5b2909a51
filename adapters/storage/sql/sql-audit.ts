import { and, asc, eq, gte } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { CookieConsentRepositoryPort, LoginAttemptRepositoryPort } from "../../../core/ports/account-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { cookieConsents, loginAttempts } from "./schema";
import { query, type SqlDb } from "./sql-errors";

/** Failed logins in SQL, keyed by the lower-cased email. */
export function sqlLoginAttempts(db: SqlDb): LoginAttemptRepositoryPort {
  return {
    recordFailure(email, at) {
      const unstorable = unstorableText({ email });
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(loginAttempts).values({ email: email.toLowerCase(), at })).map(() => undefined);
    },
    failuresSince(email, since) {
      if (hasNul(email)) return okAsync([]);
      return query(() =>
        db
          .select({ at: loginAttempts.at })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.email, email.toLowerCase()), gte(loginAttempts.at, since)))
          .orderBy(asc(loginAttempts.at), asc(loginAttempts.seq)),
      ).map((rows) => rows.map((r) => r.at));
    },
    clear(email) {
      if (hasNul(email)) return okAsync(undefined);
      return query(() => db.delete(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()))).map(() => undefined);
    },
  };
}

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
