import { newTestUser } from "./test-users";
import { createHash } from "node:crypto";
import type { AccountStorage, OutboxMailRecord } from "../../core/ports/account-storage.port";
import type { NewUser, UserRecord } from "../../core/ports/storage.port";
import type { MailKind } from "../../core/ports/mail.port";
import { FakeClock } from "../../core/testing/fake-clock";
import { createTestTokenCaptcha } from "../../adapters/captcha";
import { createScryptPasswordHasher, createSecureRandom, createTotp, LOW_COST_SCRYPT_PARAMS } from "../../adapters/crypto";
import { localSocialProvider } from "./profile-fixtures";
import { createOutboxMail } from "../../adapters/mail";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { legalUpToDate } from "../../core/legal/legal.fixtures";

/** The captcha token the registration tests' captcha accepts. */
export const CAPTCHA = "kul-test-captcha";
/** Where mail links point in the use-case tests. */
export const WEB_ORIGIN = "https://app.kulswap.test";

/** The client-side password hash (SHA-256 hex), as the web app sends it. */
export const clientHash = (password: string) => createHash("sha256").update(password, "utf8").digest("hex");

/** Every port the registration use cases take: memory storage, a fake clock, real crypto, outbox mail, test-token captcha. */
export function registrationDeps(clock = new FakeClock()) {
  const storage = createMemoryAccountStorage();
  const random = createSecureRandom();
  return {
    storage,
    clock,
    random,
    passwordHasher: createScryptPasswordHasher(LOW_COST_SCRYPT_PARAMS),
    mail: createOutboxMail({ outbox: storage.outbox, clock, random, webOrigin: WEB_ORIGIN }),
    captcha: createTestTokenCaptcha(CAPTCHA),
    legalVersions: legalUpToDate.current,
    totp: createTotp(),
    social: localSocialProvider(),
  };
}
export type RegistrationDeps = ReturnType<typeof registrationDeps>;

let counter = 0;

/** A stored user (active email account unless overridden). */
export async function storeUser(deps: { storage: AccountStorage; clock: FakeClock }, fields: Partial<NewUser> = {}): Promise<UserRecord> {
  counter += 1;
  const user = newTestUser({ id: createSecureRandom().id(), email: `member${counter}@example.com`, displayName: `Member ${counter}`, ...fields });
  return (await deps.storage.users.create(user, deps.clock.now()))._unsafeUnwrap();
}

/** Every mail in the outbox to `to` (newest first), optionally of one kind. */
export async function mailsTo(storage: AccountStorage, to: string, kind?: MailKind): Promise<OutboxMailRecord[]> {
  const mails = (await storage.outbox.list({ to, limit: 100 }))._unsafeUnwrap();
  return kind === undefined ? mails : mails.filter((m) => m.kind === kind);
}

/** The query of the web-app link in a mail's text (code and email, or email and token). */
export function linkQuery(mail: Pick<OutboxMailRecord, "text">): URLSearchParams {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (link === undefined) throw new Error("the mail has no link");
  return new URL(link).searchParams;
}

/** The newest mail of `kind` to `to`'s link query; fails the test when there is none. */
export async function latestLink(storage: AccountStorage, to: string, kind: MailKind): Promise<URLSearchParams> {
  const [mail] = await mailsTo(storage, to, kind);
  if (mail === undefined) throw new Error(`no ${kind} mail to ${to}`);
  return linkQuery(mail);
}
