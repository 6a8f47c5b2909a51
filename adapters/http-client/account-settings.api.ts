import type { AccountApiPort, AdminPromotion } from "../../core/ports/account-api.port";
import { promoteAdminResponseSchema } from "../api-contract/admin-users.schema";
import { successSchema } from "../api-contract/common.schema";
import { AVATAR_FILE_FIELD, updateProfileResponseSchema, uploadAvatarResponseSchema } from "../api-contract/profile.schema";
import type { ApiClient } from "./api-client";
import { reauthenticationBody } from "./reauthentication-body";

/** The profile changes of the account port (fields, picture, social accounts) and the promotion of an admin. */
export type AccountSettingsApi = Pick<AccountApiPort, "updateProfile" | "uploadAvatar" | "unlinkSocial" | "promoteToAdmin">;

/**
 * PUT /user/profile and its avatar and unlink routes, and POST /admin/users/promote (admins only).
 * @example const granted = await createAccountSettingsApi(api).updateProfile({ isSubscribeNews: true });
 */
export function createAccountSettingsApi(api: ApiClient): AccountSettingsApi {
  return {
    // The rewards the update granted come back for the congratulations.
    updateProfile: (changes) => api.put("/user/profile", { body: changes, response: updateProfileResponseSchema }).map(({ rewardsGranted }) => rewardsGranted),
    // Multipart "name" and "file"; answers the new picture's URL path.
    uploadAvatar: (picture, name = "avatar") => {
      const form = new FormData();
      form.set("name", name);
      form.set(AVATAR_FILE_FIELD, picture, name);
      return api.put("/user/profile/avatar", { form, response: uploadAvatarResponseSchema }).map(({ profilePicture }) => profilePicture);
    },
    // Only after re-authentication: the password leaves as the client hash.
    unlinkSocial: (provider, reauth) =>
      reauthenticationBody(reauth)
        .andThen((body) => api.put(`/user/unlink/${provider === "GOOGLE" ? "google" : "facebook"}`, { body, response: successSchema }))
        .map(() => undefined),
    promoteToAdmin: (email) =>
      api.post("/admin/users/promote", { body: { email }, response: promoteAdminResponseSchema }).map(({ success: _success, ...promotion }): AdminPromotion => promotion),
  };
}
