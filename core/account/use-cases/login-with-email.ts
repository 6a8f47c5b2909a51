import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { CaptchaError, CaptchaPort, PasswordHasherPort } from "../../ports/account-services.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import { validateEmail } from "../credential-rules";
import { checkClientPasswordHash } from "../registration-rules";
import { fieldInvalid, type FieldInvalid, loginCredentialsInvalid, type LoginCredentialsInvalid, loginTooManyAttempts, type LoginTooManyAttempts } from "../account.errors";
import { fromSafe, sessionOrChallenge, type LoginOutcome, type SessionDeps } from "../login-session";
import { upgradePasswordHash } from "../password-upgrade";
import { clientThrottle, loginThrottle, settleAttempts, takeAttempts } from "../throttle";

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
 * Email and password login: captcha, then the attempt is counted (per email, and per client
 * network) before the password is checked, so of 20 parallel guesses only the first 5 are
 * judged and the rest answer 429 with the wait. Unknown email, social-only account and wrong
 * password answer alike. A success forgets the email's attempts, gives the network's back, and
 * stores the hash again when it was made at an older cost. Inactive accounts log in (they see the
 * confirm-email prompt); 2FA accounts get the challenge of the 2FA step instead of a token.
 * @example await loginWithEmail(deps, { email: "a@b.co", password: sha256Hex, rememberMe: false, recaptchaToken, remoteIp: "203.0.113.7" });
 */
export function loginWithEmail(deps: LoginWithEmailDeps, input: LoginWithEmailInput): ResultAsync<LoginOutcome, LoginWithEmailError> {
  const email = validateEmail(input.email);
  if (email.isErr()) return errAsync(fieldInvalid("email", email.error));
  const attempts = deps.storage.attempts;
  const throttles = [loginThrottle(email.value), ...clientThrottle("guess", input.remoteIp)];
  return deps.captcha
    .verify(input.recaptchaToken, input.remoteIp)
    .andThen(() => checkClientPasswordHash(input.password))
    .andThen(() => takeAttempts(attempts, throttles, deps.clock.now(), loginTooManyAttempts))
    .andThen((taken) =>
      deps.storage.users
        .findByEmail(email.value)
        .andThen((user) =>
          fromSafe(passwordMatches(deps.passwordHasher, user, input.password)).andThen((matches) =>
            matches && user !== null ? okAsync(user) : errAsync(loginCredentialsInvalid()),
          ),
        )
        .andThen((user) => settleAttempts(attempts, taken, [throttles[0]!.key]).map(() => user)),
    )
    .andThen((user) => upgradePasswordHash(deps, user, input.password))
    .andThen((user) => sessionOrChallenge(deps, deps.storage, user, input.rememberMe));
}
