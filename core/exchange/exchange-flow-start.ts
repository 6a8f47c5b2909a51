import { missingTradeRequirements } from "../account/eligibility";
import type { TraderProfile } from "../account/user";
import { needsApproval } from "./approval";
import type { ExchangeRequest, FlowState, FlowTrade } from "./exchange-flow.types";
import { isEth } from "./tokens";

// The flow at rest is defined beside the flow's view (./flow-view), which front doors load first.
export { FLOW_IDLE } from "./flow-view";

/**
 * The first step when the user clicks exchange (spec 1 section 4): log in, then the ordered
 * missing requirements (skipped in the insider environment), then the allowance for a
 * non-ETH source, else straight to the confirm step. Login is asked in every environment, insider
 * too: the daily-volume check and the objective belong to a user.
 * @example firstStep(request, null) // { step: "LOGIN", request }
 */
export function firstStep<D>(request: ExchangeRequest<D>, user: TraderProfile | null): FlowState<D> {
  if (user === null) return { step: "LOGIN", request };
  const missing = missingTradeRequirements(user, request.environment);
  if (missing.length > 0) return { step: "ALERT", missing };
  if (isEth(request.trade.from)) return { step: "CONFIRM", request };
  return { step: "CHECKING_ALLOWANCE", request };
}

/** After the allowance is read: approve when it is below the from-amount, else confirm. */
export function afterAllowance<D>(request: ExchangeRequest<D>, allowance: bigint): FlowState<D> {
  const next = { ...request, allowance };
  return needsApproval(request.trade.from, allowance, request.trade.quote.fromAmount)
    ? { step: "APPROVE", request: next, mode: request.approvalMode }
    : { step: "CONFIRM", request: next };
}

/**
 * Goes on with a confirmed trade (possibly re-quoted): a new quote may need more than the known
 * allowance (an exact to-amount at a worse price), which is then read again before anything is sent.
 */
export function afterConfirmation<D>(request: ExchangeRequest<D>, trade: FlowTrade<D>): FlowState<D> {
  const next = { ...request, trade };
  return needsApproval(trade.from, request.allowance ?? 0n, trade.quote.fromAmount)
    ? { step: "CHECKING_ALLOWANCE", request: next }
    : { step: "CHECKING_VOLUME", request: next };
}
