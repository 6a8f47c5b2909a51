import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { UserRepositoryPort } from "../ports/account-storage.port";
import type { UserRecord, StorageError } from "../ports/storage.port";
import { loadUser, type UserNotFound } from "../shared/load-user";
import { assessmentAccountInactive, type AssessmentAccountInactive } from "./assessment.errors";

/** The signed-in user when active; USER_NOT_FOUND or ASSESSMENT_ACCOUNT_INACTIVE otherwise. */
export function loadActiveUser(
  users: UserRepositoryPort,
  userId: string,
): ResultAsync<UserRecord, UserNotFound | AssessmentAccountInactive | StorageError> {
  return loadUser(users, userId).andThen((user) =>
    user.isActive ? okAsync(user) : errAsync<UserRecord, AssessmentAccountInactive>(assessmentAccountInactive()),
  );
}
