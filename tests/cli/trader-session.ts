/**
 * A `kul` settings folder logged in as a test account: the session file `kul account login` would
 * write, for accounts made through the API (tests/support/trader-accounts.ts).
 */
import { createSessionStore } from "../../adapters/storage/file/session.store";
import type { TestAccount } from "../support/trader-accounts";

/** Writes `<configDir>/session.json` for `account` on the server at `origin`. */
export function logInKul(configDir: string, origin: string, account: TestAccount): void {
  createSessionStore({ KUL_CONFIG_DIR: configDir }).write({ token: account.token, expiresAt: null, email: account.email, apiUrl: origin });
}
