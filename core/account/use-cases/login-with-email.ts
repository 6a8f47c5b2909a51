import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { CaptchaError, CaptchaPort, PasswordHasherPort } from "../../ports/account-services.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import { validateEmail } from "../credential-rules";
import { checkClientPasswordHash } from "../registration-rules";
import { fieldInvalid, type FieldInvalid, loginCredentialsInvalid, type LoginCredentialsInvalid, type LoginTooManyAttempts } from "../account.errors";
import { fromSafe, sessionOrChallenge, type LoginOutcome, type SessionDeps } from "../login-session";
import { checkThrottle, failAttempt } from "../login-throttle";

/** What an email login needs. */
export type LoginWithEmailDeps = SessionDeps & Readonly<{ passwordHasher: PasswordHasherPort; captcha: CaptchaPort }>;

/** The login form as sent: password is the client's SHA-256 hex. */
export type LoginWithEmailInput = Readonly<{
  email: string;
  password: string;
  rememberMe: boolean;
  recaptchaToken: string;
  remoteIp: string | null;
}>;
export type LoginWithEmailError = CaptchaError | FieldInvalid | LoginCredentialsInvalid | LoginTooManyAttempts | StorageError;

// A stored hash of nobody's password, verified against when the account has none, so unknown
// emails cost the same scrypt work as wrong passwords.
const decoys = new WeakMap<PasswordHasherPort, Promise<string>>();
function decoyHash(hasher: PasswordHasherPort): Promise<string> {
  const known = decoys.get(hasher);
  if (known) return known;
  const made = hasher.hash("0".repeat(64));
  decoys.set(hasher, made);
  return made;
}

async function passwordMatches(hasher: PasswordHasherPort, user: UserRecord | null, password: string): Promise<boolean> {
  const stored = user?.passwordHash ?? null;
  if (stored === null) {
    await hasher.verify(password, await decoyHash(hasher));
    return false;
  }
  return hasher.verify(password, stored);
}

/**
 * Email and password login: captcha, then at most 5 failures per email per 15 minutes (429 with
 * the wait), then the password. Unknown email, social-only account and wrong password answer
 * alike. Inactive accounts log in (they see the confirm-email prompt); 2FA accounts get the
 * challenge of the 2FA step instead of a token.
 * @example await loginWithEmail(deps, { email: "a@b.co", password: sha256Hex, rememberMe: true, recaptchaToken, remoteIp: null });
 */
export function loginWithEmail(deps: LoginWithEmailDeps, input: LoginWithEmailInput): ResultAsync<LoginOutcome, LoginWithEmailError> {
  const email = validateEmail(input.email);
  if (email.isErr()) return errAsync(fieldInvalid("email", email.error));
  const attempts = deps.storage.loginAttempts;
  return deps.captcha
    .verify(input.recaptchaToken, input.remoteIp)
    .andThen(() => checkClientPasswordHash(input.password))
    .andThen(() => checkThrottle(attempts, email.value, deps.clock.now()))
    .andThen(() => deps.storage.users.findByEmail(email.value))
    .andThen((user) =>
      fromSafe(passwordMatches(deps.passwordHasher, user, input.password)).andThen((matches) =>
        matches && user !== null ? okAsync(user) : failAttempt(attempts, email.value, deps.clock.now(), loginCredentialsInvalid()),
      ),
    )
    .andThen((user) => attempts.clear(email.value).map(() => user))
    .andThen((user) => sessionOrChallenge(deps, deps.storage, user, input.rememberMe));
}
