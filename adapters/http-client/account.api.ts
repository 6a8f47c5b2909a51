import type { AccountApiPort } from "../../core/ports/account-api.port";
import { createAccountProfileApi } from "./account-profile.api";
import { createAccountRegistrationApi } from "./account-registration.api";
import { createAccountSessionApi } from "./account-session.api";
import { createAccountSettingsApi } from "./account-settings.api";
import type { ApiClient } from "./api-client";

/**
 * The AccountApiPort over the base client: registration and mailed links, sessions and 2FA, the
 * profile, its changes and admins, each answer checked by its api-contract schema and turned into
 * the port's domain value once.
 * @example const account = createAccountApi(api); const me = await account.profile();
 */
export function createAccountApi(api: ApiClient): AccountApiPort {
  return { ...createAccountRegistrationApi(api), ...createAccountSessionApi(api), ...createAccountProfileApi(api), ...createAccountSettingsApi(api) };
}
