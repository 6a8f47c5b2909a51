import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { domainError } from "./domain-error";

/** The signed-in user no longer exists (deleted after the token was issued). */
export const userNotFound = domainError("USER_NOT_FOUND");
export type UserNotFound = ReturnType<typeof userNotFound>;

/** What loadUser reads: the users repository of AccountStorage, or any lookup by id. */
export type UserLookup<U, E> = Readonly<{ findById(id: string): ResultAsync<U | null, E> }>;

/**
 * Loads the signed-in user, or USER_NOT_FOUND when the account is gone; shared by the use cases
 * of every context (account, kyc, assessment, referral, history), so it sits below them all.
 * @example loadUser(storage.users, auth.userId).map((user) => user.kycStatus)
 */
export function loadUser<U, E>(users: UserLookup<U, E>, userId: string): ResultAsync<U, UserNotFound | E> {
  return users.findById(userId).andThen((user) => (user === null ? errAsync<U, UserNotFound>(userNotFound()) : okAsync(user)));
}
