import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { StorageError, UserRecord, UserRepositoryPort } from "../../ports/account-storage.port";
import { domainError } from "../../shared/domain-error";

/** The signed-in user no longer exists (deleted after the token was issued). */
export const userNotFound = domainError("USER_NOT_FOUND");
export type UserNotFound = ReturnType<typeof userNotFound>;

/** Loads the signed-in user, or USER_NOT_FOUND when the account is gone; shared by the account use cases. */
export function loadUser(users: UserRepositoryPort, userId: string): ResultAsync<UserRecord, UserNotFound | StorageError> {
  return users.findById(userId).andThen((user) => (user === null ? errAsync<UserRecord, UserNotFound>(userNotFound()) : okAsync(user)));
}
