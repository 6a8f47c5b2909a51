import type { Environment, TradeRequirement } from "../account/eligibility";
import type { TraderProfile } from "../account/user";
import type { ApprovalMode } from "./approval";
import type { ObjectiveForm, ObjectiveSubmission } from "./exchange-flow-objective";
import type { ExchangeFlowError, ObjectiveError } from "./exchange-flow.errors";
import type { RateFetchFailed } from "./rate-requester.errors";
import type { Quote } from "./rate-requester.types";
import type { Token } from "./tokens";

/** The trade being made: the pair and the quote the user sees, taken at `quotedAt` (epoch ms). */
export type FlowTrade<D = unknown> = Readonly<{ from: Token; to: Token; quote: Quote<D>; quotedAt: number }>;

/**
 * Everything the flow carries from the click to the result. `approvalMode` is the one offered
 * first (approval.ts DEFAULT_APPROVAL_MODE unless the user set another). `allowance` is the last known
 * allowance of the source token for the router (null until read; unused for ETH).
 */
export type ExchangeRequest<D = unknown> = Readonly<{
  trade: FlowTrade<D>;
  environment: Environment;
  approvalMode: ApprovalMode;
  allowance: bigint | null;
}>;

type WithRequest<D, S extends string, X = object> = Readonly<{ step: S; request: ExchangeRequest<D> } & X>;

/** Where the exchange flow stands; each step names the modal shown and the effect the driver runs. */
export type FlowState<D = unknown> =
  | Readonly<{ step: "FORM"; error: ExchangeFlowError | RateFetchFailed | null }>
  | WithRequest<D, "LOGIN">
  | Readonly<{ step: "ALERT"; missing: readonly TradeRequirement[] }>
  | WithRequest<D, "CHECKING_ALLOWANCE">
  | WithRequest<D, "APPROVE", { mode: ApprovalMode }>
  | WithRequest<D, "APPROVING", { plan: readonly bigint[]; index: number; hash: string | null }>
  | WithRequest<D, "CONFIRM">
  | WithRequest<D, "REQUOTING">
  | WithRequest<D, "ACCEPT_PRICE", { fresh: FlowTrade<D> }>
  | WithRequest<D, "CHECKING_VOLUME">
  | WithRequest<
      D,
      "OBJECTIVE",
      { error: ObjectiveError | ExchangeFlowError | null; sending: ObjectiveSubmission | null }
    >
  | WithRequest<D, "SUBMIT">
  | WithRequest<D, "IN_PROCESS", { hash: string }>
  | WithRequest<D, "RESULT", { outcome: "SUCCESS" | "FAIL"; hash: string | null }>;

/** A step name of the flow. */
export type FlowStep = FlowState["step"];

/** What happens to the flow: user actions, and answers of the effects the driver ran. */
export type FlowEvent<D = unknown> =
  | Readonly<{ type: "EXCHANGE_CLICKED"; request: ExchangeRequest<D>; user: TraderProfile | null }>
  | Readonly<{ type: "LOGGED_IN"; user: TraderProfile }>
  | Readonly<{ type: "CANCELLED" }>
  | Readonly<{ type: "ALLOWANCE_LOADED"; allowance: bigint }>
  | Readonly<{ type: "ALLOWANCE_FAILED"; cause?: string }>
  | Readonly<{ type: "APPROVAL_MODE_CHANGED"; mode: ApprovalMode }>
  | Readonly<{ type: "APPROVE_CLICKED" }>
  | Readonly<{ type: "APPROVAL_SENT"; hash: string }>
  | Readonly<{ type: "APPROVAL_CONFIRMED" }>
  | Readonly<{ type: "APPROVAL_FAILED"; cause?: string }>
  | Readonly<{ type: "WALLET_REJECTED" }>
  | Readonly<{ type: "CONFIRM_CLICKED"; now: number }>
  | Readonly<{ type: "QUOTE_RECEIVED"; quote: Quote<D>; quotedAt: number }>
  | Readonly<{ type: "QUOTE_FAILED"; cause?: string }>
  | Readonly<{ type: "PRICE_ACCEPTED" }>
  | Readonly<{ type: "VOLUME_CHECKED"; overLimit: boolean }>
  | Readonly<{ type: "VOLUME_CHECK_FAILED" }>
  | Readonly<{ type: "WALLET_LINK_FAILED"; cause?: string }>
  | Readonly<{ type: "OBJECTIVE_SUBMITTED"; form: ObjectiveForm }>
  | Readonly<{ type: "OBJECTIVE_SAVED" }>
  | Readonly<{ type: "OBJECTIVE_SAVE_FAILED"; cause?: string }>
  | Readonly<{ type: "OBJECTIVE_SKIPPED" }>
  | Readonly<{ type: "TX_SENT"; hash: string }>
  | Readonly<{ type: "TX_SEND_FAILED"; cause?: string }>
  | Readonly<{ type: "TRADE_REFUSED"; missing: readonly TradeRequirement[] }>
  | Readonly<{ type: "TX_SUCCEEDED" }>
  | Readonly<{ type: "TX_FAILED" }>
  | Readonly<{ type: "RESULT_CLOSED" }>;

/** An event type name. */
export type FlowEventType = FlowEvent["type"];
