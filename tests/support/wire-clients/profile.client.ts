// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import type { ResultAsync } from "neverthrow";
import { successSchema } from "../../../adapters/api-contract/common.schema";
import {
  AVATAR_FILE_FIELD,
  cookieConsentResponseSchema,
  markAsReadResponseSchema,
  profileSchema,
  rewardOptionsSchema,
  updateProfileResponseSchema,
  uploadAvatarResponseSchema,
  type Profile,
} from "../../../adapters/api-contract/profile.schema";
import type { ApiClient, ApiClientError } from "../../../adapters/http-client/api-client";
import type { ReauthenticationBody } from "../../../adapters/api-contract/reauthentication.schema";

/** PUT /user/profile body: any of the fields; facebook or googleIdToken connects that account. */
export type UpdateProfileRequest = Readonly<{
  displayName?: string;
  isSubscribeNews?: boolean;
  language?: "en" | "th";
  facebookId?: string;
  facebook?: Readonly<{ uid: string; accessToken: string }>;
  googleIdToken?: string;
}>;

/** POST /cookie-consent body (the server records the categories of the action). */
export type CookieConsentRequest = Readonly<{
  action: "allow" | "deny";
  bannerText: string;
  url: string;
  userAgent?: string;
  consents?: Readonly<Partial<Record<"analytics" | "essential" | "marketing" | "personalization" | "uncategorized", boolean>>>;
}>;

/** A reward as PUT /user/reward/options takes it back. */
export type RewardOptionsItem = Readonly<{ name: Profile["rewards"][number]["name"]; options: Readonly<{ isOpenCongratsModal: boolean }> }>;

type Call<T> = ResultAsync<T, ApiClientError>;

/**
 * Typed calls of the profile routes over the base client.
 * @example const profile = createProfileClient(api); const me = await profile.getProfile();
 */
export function createProfileClient(api: ApiClient) {
  return {
    /** GET /user/profile: the caller's profile, KUL amounts as bigint. */
    getProfile: (): Call<Profile> => api.get("/user/profile", { response: profileSchema }),
    /** PUT /user/profile: the rewards the update granted come back for the congratulations modal. */
    updateProfile: (body: UpdateProfileRequest) => api.put("/user/profile", { body, response: updateProfileResponseSchema }),
    /** PUT /user/profile/avatar: multipart "name" and "file"; answers the new picture's URL path. */
    uploadAvatar: (file: Blob, name = "avatar") => {
      const form = new FormData();
      form.set("name", name);
      form.set(AVATAR_FILE_FIELD, file, name);
      return api.put("/user/profile/avatar", { form, response: uploadAvatarResponseSchema });
    },
    /** PUT /user/unlink/{social} with the re-authentication: never the provider the account was created with. */
    unlinkSocial: (social: "facebook" | "google", body: ReauthenticationBody = {}) => api.put(`/user/unlink/${social}`, { body, response: successSchema }),
    /** PUT /user/reward/options: clears the congratulations flags sent as false. */
    clearRewardFlags: (rewards: readonly RewardOptionsItem[]) =>
      api.put("/user/reward/options", { body: { rewards: rewards.map(({ name, options }) => ({ name, options })) }, response: rewardOptionsSchema }),
    /** PUT /user/notification/mark-as-read: the notification is named by its timestamp. */
    markNotificationRead: (timestamp: number) => api.put("/user/notification/mark-as-read", { body: { timestamp }, response: markAsReadResponseSchema }),
    /** POST /cookie-consent: works logged in or not. */
    recordCookieConsent: (body: CookieConsentRequest) => api.post("/cookie-consent", { body, response: cookieConsentResponseSchema }),
  };
}
/** The profile calls. */
export type ProfileClient = ReturnType<typeof createProfileClient>;

