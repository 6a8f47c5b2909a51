import { approvalSteps } from "./approval";
import { validateObjective } from "./exchange-flow-objective";
import { afterAllowance, afterConfirmation, firstStep, FLOW_IDLE } from "./exchange-flow-start";
import { allowanceCheckFailed, approvalFailed, objectiveSendFailed, tradeSendFailed, walletLinkFailed } from "./exchange-flow.errors";
import type { FlowEvent, FlowState, FlowStep } from "./exchange-flow.types";
import { checkBeforeSubmit, compareRequote } from "./quote-freshness";
import { rateFetchFailed } from "./rate-requester.errors";

export type * from "./exchange-flow.types";
export { afterAllowance, afterConfirmation, firstStep, FLOW_IDLE } from "./exchange-flow-start";

type StateOf<D, S extends FlowStep> = Extract<FlowState<D>, { step: S }>;

/**
 * Whether the flow waits for the trader (a modal to answer, a result to read, the form) rather
 * than for an effect it runs (reading, sending, tracking): where a front door asks or stops.
 */
export function awaitsTrader(state: FlowState<unknown>): boolean {
  switch (state.step) {
    case "FORM":
    case "LOGIN":
    case "ALERT":
    case "APPROVE":
    case "CONFIRM":
    case "ACCEPT_PRICE":
    case "RESULT":
      return true;
    case "OBJECTIVE":
      return state.sending === null;
    default:
      return false;
  }
}

/** Steps whose modal the user may close, going back to the form (nothing has been sent yet). */
const CANCELLABLE: ReadonlySet<FlowStep> = new Set(["LOGIN", "ALERT", "APPROVE", "CONFIRM", "REQUOTING", "ACCEPT_PRICE"]);

/**
 * The exchange flow as a pure state machine (spec 1 section 4 and decisions.md): the driver shows
 * the step's modal, runs its effect (read allowance, send approval, re-quote, check volume, send
 * objective, send trade, track it) and feeds the answer back as an event. An event that does not
 * apply to the current step leaves the state unchanged.
 * @example transition(FLOW_IDLE, { type: "EXCHANGE_CLICKED", request, user: null }) // { step: "LOGIN", request }
 */
export function transition<D>(state: FlowState<D>, event: FlowEvent<D>): FlowState<D> {
  if (event.type === "CANCELLED" && CANCELLABLE.has(state.step)) return FLOW_IDLE;
  switch (state.step) {
    case "FORM":
      return event.type === "EXCHANGE_CLICKED" ? firstStep(event.request, event.user) : state;
    case "LOGIN":
      return event.type === "LOGGED_IN" ? firstStep(state.request, event.user) : state;
    case "CHECKING_ALLOWANCE":
      if (event.type === "ALLOWANCE_LOADED") return afterAllowance(state.request, event.allowance);
      return event.type === "ALLOWANCE_FAILED" ? { step: "FORM", error: allowanceCheckFailed(event.cause) } : state;
    case "APPROVE":
      return onApprove(state, event);
    case "APPROVING":
      return onApproving(state, event);
    case "CONFIRM":
      if (event.type !== "CONFIRM_CLICKED") return state;
      return checkBeforeSubmit(state.request.trade.quotedAt, event.now) === "SUBMIT"
        ? afterConfirmation(state.request, state.request.trade)
        : { step: "REQUOTING", request: state.request };
    case "REQUOTING":
      return onRequoting(state, event);
    case "ACCEPT_PRICE":
      return event.type === "PRICE_ACCEPTED" ? afterConfirmation(state.request, state.fresh) : state;
    case "CHECKING_VOLUME":
      if (event.type === "VOLUME_CHECKED" && !event.overLimit) return { step: "SUBMIT", request: state.request };
      // Linking the wallet asks for a signature first: declined, back to the form; refused, the form says why.
      if (event.type === "WALLET_REJECTED") return FLOW_IDLE;
      if (event.type === "WALLET_LINK_FAILED") return { step: "FORM", error: walletLinkFailed(event.cause) };
      // The objective is a compliance question: when the volume cannot be checked, it is asked anyway.
      return event.type === "VOLUME_CHECKED" || event.type === "VOLUME_CHECK_FAILED"
        ? { step: "OBJECTIVE", request: state.request, error: null, sending: null }
        : state;
    case "OBJECTIVE":
      return onObjective(state, event);
    case "SUBMIT":
      return onSubmit(state, event);
    case "IN_PROCESS":
      if (event.type !== "TX_SUCCEEDED" && event.type !== "TX_FAILED") return state;
      return { ...state, step: "RESULT", outcome: event.type === "TX_SUCCEEDED" ? "SUCCESS" : "FAIL" };
    case "RESULT":
      return event.type === "RESULT_CLOSED" ? FLOW_IDLE : state;
    case "ALERT":
      return state;
  }
}

function onApprove<D>(state: StateOf<D, "APPROVE">, event: FlowEvent<D>): FlowState<D> {
  if (event.type === "APPROVAL_MODE_CHANGED") return { ...state, mode: event.mode };
  if (event.type !== "APPROVE_CLICKED") return state;
  const { request, mode } = state;
  const plan = approvalSteps(request.trade.from, request.allowance ?? 0n, request.trade.quote.fromAmount, mode);
  return { step: "APPROVING", request, plan, index: 0, hash: null };
}

function onApproving<D>(state: StateOf<D, "APPROVING">, event: FlowEvent<D>): FlowState<D> {
  if (event.type === "APPROVAL_FAILED") return { step: "FORM", error: approvalFailed(event.cause) };
  if (state.hash === null) {
    if (event.type === "APPROVAL_SENT") return { ...state, hash: event.hash };
    return event.type === "WALLET_REJECTED" ? FLOW_IDLE : state;
  }
  if (event.type !== "APPROVAL_CONFIRMED") return state;
  // Each plan entry is the allowance its transaction sets; a reset to zero is followed by the approval.
  if (state.index + 1 < state.plan.length) return { ...state, index: state.index + 1, hash: null };
  return { step: "CONFIRM", request: { ...state.request, allowance: state.plan[state.index]! } };
}

function onRequoting<D>(state: StateOf<D, "REQUOTING">, event: FlowEvent<D>): FlowState<D> {
  if (event.type === "QUOTE_FAILED") return { step: "FORM", error: rateFetchFailed(event.cause) };
  if (event.type !== "QUOTE_RECEIVED") return state;
  const { request } = state;
  const fresh = { ...request.trade, quote: event.quote, quotedAt: event.quotedAt };
  return compareRequote(request.trade.quote, event.quote) === "PROCEED"
    ? afterConfirmation(request, fresh)
    : { step: "ACCEPT_PRICE", request, fresh };
}

function onObjective<D>(state: StateOf<D, "OBJECTIVE">, event: FlowEvent<D>): FlowState<D> {
  const submit: FlowState<D> = { step: "SUBMIT", request: state.request };
  // Cancelling or ignoring the objective proceeds: the trades are then verified (spec 1 section 9).
  if (event.type === "OBJECTIVE_SKIPPED") return submit;
  if (state.sending !== null) {
    if (event.type === "OBJECTIVE_SAVED") return submit;
    return event.type === "OBJECTIVE_SAVE_FAILED" ? { ...state, sending: null, error: objectiveSendFailed(event.cause) } : state;
  }
  if (event.type !== "OBJECTIVE_SUBMITTED") return state;
  const { from, quote } = state.request.trade;
  return validateObjective(event.form, { tokenCode: from.code, amount: quote.fromAmount }).match<FlowState<D>>(
    (sending) => ({ ...state, sending, error: null }),
    (error) => ({ ...state, error }),
  );
}

function onSubmit<D>(state: StateOf<D, "SUBMIT">, event: FlowEvent<D>): FlowState<D> {
  switch (event.type) {
    case "TX_SENT":
      return { step: "IN_PROCESS", request: state.request, hash: event.hash };
    // A rejection in the wallet is the user's choice, not a failed trade: back to the form quietly.
    case "WALLET_REJECTED":
      return FLOW_IDLE;
    case "TX_SEND_FAILED":
      return { step: "FORM", error: tradeSendFailed(event.cause) };
    // The trading gate refused to authorize the trade: the alert lists what the account still lacks.
    case "TRADE_REFUSED":
      return { step: "ALERT", missing: event.missing };
    case "TX_FAILED":
      return { step: "RESULT", request: state.request, outcome: "FAIL", hash: null };
    default:
      return state;
  }
}
