import type { ResultAsync } from "neverthrow";
import { promoteAdminResponseSchema, type PromoteAdminBody, type PromoteAdminResponse } from "../api-contract/admin-users.schema";
import type { ApiClient, ApiClientError } from "./api-client";

/**
 * Typed calls of the admin management routes (admin only), used by `kul admin create`.
 * @example await createAdminUsersClient(api).promote({ email: "ops@example.com" });
 */
export function createAdminUsersClient(api: ApiClient) {
  return {
    /** POST /admin/users/promote: the registered user becomes an admin (promoted false when already one). */
    promote: (body: PromoteAdminBody): ResultAsync<PromoteAdminResponse, ApiClientError> =>
      api.post("/admin/users/promote", { body, response: promoteAdminResponseSchema }),
  };
}
