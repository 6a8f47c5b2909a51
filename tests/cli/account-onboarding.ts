/** Shared steps of the account suites: a user registered, logged in and confirmed through the CLI alone. */
import { expect } from "vitest";
import { jsonOf, kulUser, type KulUser } from "./account-cli-fixture";

export const PASSWORD = "S3cure!pass-word";
let counter = 0;

/** A fresh address per call, so suites sharing a server never collide. */
export function freshEmail(prefix = "trader"): string {
  counter += 1;
  return `${prefix}-${counter}-${process.pid}@example.com`;
}

/** Registers, logs in and confirms the email through the outbox, all with `kul`; the logged-in CLI user. */
export async function onboard(apiUrl: string, email: string, extra: readonly string[] = []): Promise<KulUser> {
  const user = kulUser(apiUrl, { KUL_PASSWORD: PASSWORD });
  expect(await user.json(["account", "register", "--email", email, "--accept-terms", ...extra])).toEqual({ ok: true, email });
  await user.json(["account", "login", "--email", email]);
  const link = await user.run(["dev", "outbox", "--to", email, "--kind", "EMAIL_CONFIRMATION", "--link"]);
  expect(link.code, link.stderr).toBe(0);
  expect(await user.json(["account", "confirm", link.stdout.trim()])).toEqual({ ok: true, email, isActive: true });
  return user;
}

export { jsonOf };
