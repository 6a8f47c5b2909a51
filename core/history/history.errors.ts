import { domainError } from "../shared/domain-error";

/** The token is not listed on this network (code or address). */
export const historyTokenUnknown = domainError("HISTORY_TOKEN_UNKNOWN", (token: string) => ({ token }));
/** The token has no price now, so the trade's THB value cannot be known. */
export const historyPriceUnavailable = domainError("HISTORY_PRICE_UNAVAILABLE", (token: string) => ({ token }));
/** The start of the time range is after its end. */
export const historyRangeInvalid = domainError("HISTORY_RANGE_INVALID", (startTimestamp: number, endTimestamp: number) => ({
  startTimestamp,
  endTimestamp,
}));
/** The exclusiveStartKey was not given by an earlier page. */
export const historyStartKeyInvalid = domainError("HISTORY_START_KEY_INVALID", (exclusiveStartKey: string) => ({ exclusiveStartKey }));
/** The caller asked for another user's figures. */
export const leaderboardOtherUserRefused = domainError("LEADERBOARD_OTHER_USER_REFUSED");
/** The wallet is not linked to the caller: linking it needs a message signed by the wallet. */
export const walletLinkRequired = domainError("WALLET_LINK_REQUIRED", (address: string) => ({ address }));
/** The signed text is not a sign-in message KUL Swap issues. */
export const walletLinkMessageInvalid = domainError("WALLET_LINK_MESSAGE_INVALID");
/** The message was written for another site, or the wallet in it is not the one being linked. */
export const walletLinkMessageMismatch = domainError("WALLET_LINK_MESSAGE_MISMATCH", (field: "domain" | "uri" | "address") => ({ field }));
/** The message names a network KUL Swap does not trade on. */
export const walletLinkChainUnsupported = domainError("WALLET_LINK_CHAIN_UNSUPPORTED", (chainId: number) => ({ chainId }));
/** The message is expired, not valid yet, or lives longer than a nonce does. */
export const walletLinkExpired = domainError("WALLET_LINK_EXPIRED");
/** The nonce was not given to this user, was used already, or expired. */
export const walletLinkNonceInvalid = domainError("WALLET_LINK_NONCE_INVALID");
/** The signature is not the wallet's (nor a contract wallet's EIP-1271 approval). */
export const walletLinkSignatureInvalid = domainError("WALLET_LINK_SIGNATURE_INVALID");
