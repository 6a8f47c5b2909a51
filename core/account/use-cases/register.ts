import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { CaptchaError, CaptchaPort, PasswordHasherPort, SecureRandomPort } from "../../ports/account-services.port";
import type { MailError, MailPort } from "../../ports/mail.port";
import type { ClockPort } from "../../ports/clock.port";
import { type ReferralCodeInvalid, generateReferralCode } from "../../referral/referral-code";
import type { SelfReferralError } from "../../referral/referral-eligibility";
import { validateEmail } from "../credential-rules";
import type { Language } from "../language";
import { validateDisplayName } from "../profile-rules";
import { grantReward } from "../rewards";
import { checkClientPasswordHash, CONTROL_CHARACTER_PATTERN, registrationNotifications, registrationRewards } from "../registration-rules";
import { fieldInvalid, type FieldInvalid } from "../account.errors";
import { issueEmailToken, sendConfirmationMail } from "../email-token";
import { resolveReferrer } from "../referrer";
import { inSequence } from "../../shared/in-sequence";
import { registrationAcceptance, type LegalVersions } from "../../legal/legal-acceptance";
import { recordLegalAcceptance } from "../../legal/use-cases/record-legal-acceptance";

/** What registering needs. */
export type RegisterDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  passwordHasher: PasswordHasherPort;
  random: SecureRandomPort;
  mail: MailPort;
  captcha: CaptchaPort;
  /** The terms and privacy policy versions in force. */
  legalVersions: LegalVersions;
}>;

/** The register form as sent: password is the client's SHA-256 hex. */
export type RegisterInput = Readonly<{
  email: string;
  password: string;
  displayName?: string | undefined;
  isSubscribeNews: boolean;
  language: Language;
  referralCode?: string | undefined;
  recaptchaToken: string;
  remoteIp: string | null;
  /** The terms, privacy and AML policy ticked; the account is asked to accept before trading otherwise. */
  isAcceptTerms?: boolean | undefined;
  /** The versions the register page showed (the ones in force when not sent). */
  legalVersions?: LegalVersions | undefined;
}>;

/** The same answer whether or not the email already had an account. */
export type RegisterOutput = Readonly<{ email: string }>;
export type RegisterError = CaptchaError | FieldInvalid | ReferralCodeInvalid | SelfReferralError | StorageError | MailError;

const REFERRAL_CODE_ATTEMPTS = 5;

/** Uniform [0, 1) from 52 bits of a secure digest, so referral codes are not guessable from Math.random. */
function secureUnit(random: SecureRandomPort): () => number {
  return () => parseInt(random.sha256Hex(random.token(16)).slice(0, 13), 16) / 2 ** 52;
}

/** A referral code no user has yet; after a few clashes the create's own uniqueness check decides. */
function freshReferralCode(deps: RegisterDeps, attempt = 1): ResultAsync<string, StorageError> {
  const code = generateReferralCode(secureUnit(deps.random));
  return deps.storage.users
    .findByReferralCode(code)
    .andThen((taken) => (taken !== null && attempt < REFERRAL_CODE_ATTEMPTS ? freshReferralCode(deps, attempt + 1) : okAsync(code)));
}

type Checked = Readonly<{ email: string; displayName: string; referredBy: string | null; passwordHash: string }>;

function createAccount(deps: RegisterDeps, input: RegisterInput, checked: Checked) {
  const now = deps.clock.now();
  return freshReferralCode(deps).andThen((referralCode) =>
    deps.storage.transaction((tx) =>
      tx.users
        .create(newUser(deps.random.id(), input, checked, referralCode), now)
        .andThen((user) => grantWelcome(deps, tx, user, input.isSubscribeNews, now).map(() => user))
        .andThen((user) => acceptAtRegistration({ ...deps, storage: tx }, user, input, now).map(() => user))
        .andThen((user) => issueEmailToken(deps, tx, user.id, "EMAIL_CONFIRMATION").map((code) => ({ user, code }))),
    ),
  );
}

// The acceptance is written with the account, in its transaction: no account exists without its record.
function acceptAtRegistration(deps: RegisterDeps, user: UserRecord, input: RegisterInput, now: number): ResultAsync<void, StorageError> {
  const versions = registrationAcceptance(input.isAcceptTerms === true, input.legalVersions, deps.legalVersions);
  return versions === null ? okAsync(undefined) : recordLegalAcceptance(deps, user.id, versions, now).map(() => undefined);
}

function newUser(id: string, input: RegisterInput, checked: Checked, referralCode: string) {
  return {
    id,
    email: checked.email,
    passwordHash: checked.passwordHash,
    displayName: checked.displayName,
    profilePicture: null,
    accountType: "EMAIL" as const,
    googleId: null,
    googleEmail: null,
    facebookId: null,
    facebookName: null,
    facebookEmail: null,
    isActive: false,
    isEnabled2FA: false,
    twoFactorSecret: null,
    isSubscribeNews: input.isSubscribeNews,
    language: input.language,
    kycStatus: "UNVERIFIED" as const,
    suitabilityTestPoint: null,
    knowledgeTestPoint: null,
    referralCode,
    referredBy: checked.referredBy,
    role: "USER" as const,
  };
}

function grantWelcome(deps: RegisterDeps, tx: AccountStorage, user: UserRecord, isSubscribeNews: boolean, now: number) {
  const rewards = registrationRewards(isSubscribeNews).map((name) => () => {
    const reward = grantReward(name);
    return tx.rewards.grant({ userId: user.id, name, amount: reward.amount, isOpenCongratsModal: true, createdAt: now });
  });
  // Distinct timestamps: mark-as-read names a notification by its timestamp.
  const notifications = registrationNotifications(isSubscribeNews).map((seed, i) => () =>
    tx.notifications.add({ id: deps.random.id(), userId: user.id, ...seed, timestamp: now - i, isRead: false }).map(() => undefined),
  );
  // One after another: the transaction's queries share one connection.
  return inSequence<unknown, StorageError>([...rewards, ...notifications]).map(() => undefined);
}

const ROLLED_BACK = { code: "REHEARSAL_ROLLED_BACK" } as const;

// A taken email still makes a new account's writes, under a throwaway address and always rolled
// back, so that the answer takes as long as a real registration's and its timing reveals nothing.
function rehearseAccount(deps: RegisterDeps, input: RegisterInput, checked: Checked): ResultAsync<undefined, never> {
  const decoy = { ...checked, email: `${deps.random.id()}@rehearsal.invalid` };
  return deps.storage
    .transaction((tx) => createAccount({ ...deps, storage: tx }, input, decoy).andThen(() => errAsync(ROLLED_BACK)))
    .map(() => undefined)
    .orElse(() => okAsync(undefined));
}

/** A taken email gets a mail telling its owner, and the caller the same answer as a new account. */
function answerExisting(deps: RegisterDeps, existing: UserRecord, language: Language) {
  return deps.mail.send({ to: existing.email, kind: "ACCOUNT_EXISTS", language, displayName: existing.displayName });
}

function checkInput(deps: RegisterDeps, input: RegisterInput): ResultAsync<Omit<Checked, "passwordHash">, RegisterError> {
  const email = validateEmail(input.email);
  if (email.isErr()) return errAsync(fieldInvalid("email", email.error));
  const name = validateDisplayName(input.displayName?.trim() ? input.displayName : email.value);
  if (name.isErr()) return errAsync(fieldInvalid("displayName", name.error));
  if (CONTROL_CHARACTER_PATTERN.test(name.value)) return errAsync(fieldInvalid("displayName", "DISPLAY_NAME_INVALID"));
  return checkClientPasswordHash(input.password).andThen(() =>
    resolveReferrer(deps.storage.users, input.referralCode, email.value).map((referredBy) => ({
      email: email.value,
      displayName: name.value,
      referredBy,
    })),
  );
}

/**
 * Registers an email account: inactive until the emailed code confirms it, with the
 * Registration (and newsletter) reward flagged for the congratulations modal. A taken email
 * answers the same after the same work (hash, rehearsed writes, one mail), so registering
 * reveals no account.
 * @example await register(deps, { email: "a@b.co", password: sha256Hex, isSubscribeNews: true, language: "th", recaptchaToken, remoteIp: null });
 */
export function register(deps: RegisterDeps, input: RegisterInput): ResultAsync<RegisterOutput, RegisterError> {
  return deps.captcha
    .verify(input.recaptchaToken, input.remoteIp)
    .andThen(() => checkInput(deps, input))
    .andThen((checked) =>
      ResultAsync.fromSafePromise(deps.passwordHasher.hash(input.password)).map((passwordHash) => ({ ...checked, passwordHash })),
    )
    .andThen((checked) =>
      deps.storage.users.findByEmail(checked.email).andThen((existing): ResultAsync<void, RegisterError> => {
        if (existing !== null) return rehearseAccount(deps, input, checked).andThen(() => answerExisting(deps, existing, input.language));
        return createAccount(deps, input, checked)
          .andThen(({ user, code }) => sendConfirmationMail(deps.mail, user, code, input.language))
          .orElse((error) => (error.code === "STORAGE_CONFLICT" ? raceLost(deps, checked.email, input.language, error) : errAsync(error)));
      }).map(() => ({ email: checked.email })),
    );
}

// Two registrations of one email at once: the loser answers as if the account existed.
function raceLost(deps: RegisterDeps, email: string, language: Language, error: StorageError): ResultAsync<void, RegisterError> {
  return deps.storage.users
    .findByEmail(email)
    .andThen((winner): ResultAsync<void, RegisterError> => (winner === null ? errAsync(error) : answerExisting(deps, winner, language)));
}
