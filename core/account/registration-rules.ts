import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { fieldInvalid, type FieldInvalid } from "./account.errors";
import type { NotificationName, NotificationType } from "./notification";
import type { RewardName } from "./rewards";

/** Control characters: never shown on a page, and PostgreSQL refuses NUL. */
export const CONTROL_CHARACTER_PATTERN = /\p{Cc}/u;
/** The client sends the lower-case SHA-256 hex of the password (decisions.md), never the password. */
export const CLIENT_PASSWORD_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** Checks a client password hash; the route schema checks it too, this is the core's own guard. */
export function checkClientPasswordHash(password: string): ResultAsync<string, FieldInvalid> {
  return CLIENT_PASSWORD_HASH_PATTERN.test(password) ? okAsync(password) : errAsync(fieldInvalid("password", "PASSWORD_HASH_INVALID"));
}

/** A notification to add, without its id, user and time. */
export type NotificationSeed = Readonly<{ type: NotificationType; name: NotificationName }>;

/**
 * Notifications of a new account: the newsletter reward when it was ticked (else an invitation
 * to subscribe), then invitations to the other rewards and the two tests, so the bell shows
 * the new user what to do next.
 */
export function registrationNotifications(isSubscribeNews: boolean): NotificationSeed[] {
  return [
    { type: isSubscribeNews ? "RECEIVE_REWARD" : "GET_FREE_REWARD", name: "GetSubscribeNewsLetterReward" },
    { type: "GET_FREE_REWARD", name: "GetConnectWithGoogleReward" },
    { type: "GET_FREE_REWARD", name: "GetConnectWithFacebookReward" },
    { type: "GET_FREE_REWARD", name: "GetKYCApprovedReward" },
    { type: "GET_FREE_REFERRAL_PROGRAM_REWARD", name: "GetReferralProgramReward" },
    { type: "TAKE_THE_SUIT_TEST", name: "TakeTheSuitabilityTest" },
    { type: "TAKE_THE_KNOWLEDGE_TEST", name: "TakeTheKnowledgeTest" },
  ];
}

/** Rewards of a new account: Registration, and SubscribeNewsLetter when ticked. */
export function registrationRewards(isSubscribeNews: boolean): RewardName[] {
  return isSubscribeNews ? ["Registration", "SubscribeNewsLetter"] : ["Registration"];
}
