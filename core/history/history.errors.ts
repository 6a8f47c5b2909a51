import { domainError } from "../shared/domain-error";

/** The wallet address is already connected to another KUL Swap account. */
export const walletAddressTaken = domainError("WALLET_ADDRESS_TAKEN", (address: string) => ({ address }));
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
