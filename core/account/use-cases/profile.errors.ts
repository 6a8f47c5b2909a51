import type { FileStoreError, SocialProvider } from "../../ports/account-services.port";
import { domainError } from "../../shared/domain-error";

export { userNotFound, type UserNotFound } from "./load-user";

/** Field code of an avatar upload without a file part. */
export const AVATAR_FIELD_ERROR_CODES = ["AVATAR_FILE_REQUIRED"] as const;
/** An avatar upload with no bytes. */
export const avatarFileEmpty = domainError("AVATAR_FILE_EMPTY");
/** An avatar larger than the limit; sizes in MB (bytes / 1,000,000) as the KYC uploads count them. */
export const avatarFileTooLarge = domainError("AVATAR_FILE_TOO_LARGE", (limitMb: number, sizeMb: number) => ({ limitMb, sizeMb }));
/** An avatar whose content is neither png nor jpeg (whatever its name says). */
export const avatarFileTypeNotAllowed = domainError("AVATAR_FILE_TYPE_NOT_ALLOWED");
/** No stored avatar under that name (or a name that cannot be one). */
export const avatarNotFound = domainError("AVATAR_NOT_FOUND");
export type AvatarUploadError =
  | ReturnType<typeof avatarFileEmpty>
  | ReturnType<typeof avatarFileTooLarge>
  | ReturnType<typeof avatarFileTypeNotAllowed>;
export type AvatarNotFound = ReturnType<typeof avatarNotFound>;

/** Field code of free text holding control characters (NUL and the like), which no page shows and storage refuses. */
export const PROFILE_TEXT_ERROR_CODES = ["TEXT_INVALID"] as const;
/** Whether a text holds a control character other than tab, line feed and carriage return. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/** The social account is already linked to another KUL Swap account. */
export const socialAccountInUse = domainError("SOCIAL_ACCOUNT_IN_USE", (provider: SocialProvider) => ({ provider }));
/** The user already has another account of this provider linked; unlink it first. */
export const socialAlreadyConnected = domainError("SOCIAL_ALREADY_CONNECTED", (provider: SocialProvider) => ({ provider }));
/** Unlinking a provider the user has not linked. */
export const socialNotConnected = domainError("SOCIAL_NOT_CONNECTED", (provider: SocialProvider) => ({ provider }));
/** Unlinking the provider the account was created with, which would lock the user out (spec 1 section 6). */
export const socialPrimaryUnlinkRefused = domainError("SOCIAL_PRIMARY_UNLINK_REFUSED", (provider: SocialProvider) => ({
  provider,
}));
export type SocialLinkError = ReturnType<typeof socialAccountInUse> | ReturnType<typeof socialAlreadyConnected>;
export type SocialUnlinkError = ReturnType<typeof socialNotConnected> | ReturnType<typeof socialPrimaryUnlinkRefused>;

/** The file store (local directory or object store) failed; the detail is for logs only. */
export const fileStoreUnavailable: (detail?: string) => FileStoreError = domainError("FILE_STORE_UNAVAILABLE", (detail?: string) =>
  detail === undefined ? {} : { detail },
);
