import { TRADE_REQUIREMENTS, type TradeRequirement } from "../account/eligibility";
import { domainError } from "../shared/domain-error";

/** The router's custom error for an authorization used after its expiry (a ChainError's `reason`). */
export const ROUTER_AUTHORIZATION_EXPIRED = "RouterAuthorizationExpired";

/** The account may not trade yet: what it still lacks, in the order the alert lists it. */
export const tradeRequirementsMissing = domainError("TRADE_GATE_REQUIREMENTS_MISSING", (missing: readonly TradeRequirement[]) => ({ missing }));
/** A token of the trade is not listed on this network. */
export const tradeTokenNotListed = domainError("TRADE_TOKEN_NOT_LISTED", (token: string) => ({ token }));
/** The server has no gate signer for this network: it cannot authorize trades now. */
export const tradeGateUnavailable = domainError("TRADE_GATE_UNAVAILABLE");
/** The operator froze this account's trading: no authorization is issued until it is unfrozen. */
export const tradeGateFrozen = domainError("TRADE_GATE_FROZEN");
/** The operator named an account that does not exist (by id or email). */
export const tradeGateUserNotFound = domainError("TRADE_GATE_USER_NOT_FOUND", (user: string) => ({ user }));
/** The operator asked to unfreeze an account that is not frozen. */
export const tradeGateNotFrozen = domainError("TRADE_GATE_NOT_FROZEN", (user: string) => ({ user }));
/** The key the operator signs with is not the router's owner, so the owner functions would revert. */
export const tradeGateNotOwner = domainError("TRADE_GATE_NOT_OWNER", (key: string, owner: string) => ({ key, owner }));
/** The new signer is not an address, is zero, or already the router's signer. */
export const tradeGateSignerInvalid = domainError("TRADE_GATE_SIGNER_INVALID", (signer: string) => ({ signer }));
/** An authorization id is not a whole number from 1 up. */
export const tradeGateAuthIdInvalid = domainError("TRADE_GATE_AUTH_ID_INVALID", (authId: string) => ({ authId }));

/**
 * What a refusal of the trading gate says the account lacks, in the alert's order: from the
 * domain error (`missing`) or the route's answer (`details.missing`). Null for any other failure,
 * or when the refusal names no requirement this client knows.
 * @example refusedRequirements({ code: "TRADE_GATE_REQUIREMENTS_MISSING", details: { missing: ["KNOWLEDGE_TEST", "KYC"] } }) // ["KYC", "KNOWLEDGE_TEST"]
 */
export function refusedRequirements(error: Readonly<{ code: string; missing?: unknown; details?: Readonly<Record<string, unknown>> }>): TradeRequirement[] | null {
  if (error.code !== "TRADE_GATE_REQUIREMENTS_MISSING") return null;
  const named = error.missing ?? error.details?.["missing"];
  if (!Array.isArray(named)) return null;
  const missing = TRADE_REQUIREMENTS.filter((r) => named.includes(r));
  return missing.length > 0 ? missing : null;
}
