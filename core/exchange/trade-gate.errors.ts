import type { TradeRequirement } from "../account/eligibility";
import { domainError } from "../shared/domain-error";

/** The account may not trade yet: what it still lacks, in the order the alert lists it. */
export const tradeRequirementsMissing = domainError("TRADE_GATE_REQUIREMENTS_MISSING", (missing: readonly TradeRequirement[]) => ({ missing }));
/** A token of the trade is not listed on this network. */
export const tradeTokenNotListed = domainError("TRADE_TOKEN_NOT_LISTED", (token: string) => ({ token }));
/** The server has no gate signer for this network: it cannot authorize trades now. */
export const tradeGateUnavailable = domainError("TRADE_GATE_UNAVAILABLE");
