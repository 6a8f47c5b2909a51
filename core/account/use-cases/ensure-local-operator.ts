import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import { domainError } from "../../shared/domain-error";
import type { Language } from "../language";
import { register, type RegisterDeps, type RegisterError } from "./register";

/** The local operator's sign-in: the email, and the client's SHA-256 hex of its password. */
export type EnsureLocalOperatorInput = Readonly<{
  email: string;
  passwordHash: string;
  language: Language;
  /** The captcha test token the local server accepts (registration checks it like any other). */
  recaptchaToken: string;
}>;

// Registration answered but no account is stored under the email: storage lost the write.
const operatorNotStored = domainError("STORAGE_UNAVAILABLE", (detail: string) => ({ detail }));

export type EnsureLocalOperatorOutput = Readonly<{ userId: string; email: string; created: boolean }>;
export type EnsureLocalOperatorError = RegisterError;

/**
 * A KYC operator ready to sign in on a local stack (`kul up`): registered like any user the first
 * time, then confirmed, made an admin and given this password, every start (the credentials file
 * the stack keeps is the source of truth, so a lost or changed password is set back). Local only:
 * the caller runs it when the server's environment is `local`.
 * @example await ensureLocalOperator(deps, { email: "operator@kulswap.example", passwordHash, language: "en", recaptchaToken });
 */
export function ensureLocalOperator(deps: RegisterDeps, input: EnsureLocalOperatorInput): ResultAsync<EnsureLocalOperatorOutput, EnsureLocalOperatorError> {
  const find = () => deps.storage.users.findByEmail(input.email.trim().toLowerCase());
  return find()
    .andThen((existing): ResultAsync<{ user: UserRecord; created: boolean }, EnsureLocalOperatorError> => {
      if (existing !== null) return okAsync({ user: existing, created: false });
      return register(deps, { email: input.email, password: input.passwordHash, displayName: "KYC operator", isSubscribeNews: false, language: input.language, recaptchaToken: input.recaptchaToken, remoteIp: null })
        .andThen(find)
        .andThen((user) => (user === null ? errAsync(operatorNotStored("the local operator was not stored")) : okAsync({ user, created: true })));
    })
    .andThen(({ user, created }) =>
      ResultAsync.fromSafePromise(deps.passwordHasher.hash(input.passwordHash))
        .andThen((passwordHash) => deps.storage.users.update(user.id, { isActive: true, role: "ADMIN", passwordHash }, deps.clock.now()))
        .andThen((updated): ResultAsync<EnsureLocalOperatorOutput, StorageError> =>
          updated === null ? errAsync(operatorNotStored("the local operator disappeared")) : okAsync({ userId: updated.id, email: updated.email, created }),
        ),
    );
}
