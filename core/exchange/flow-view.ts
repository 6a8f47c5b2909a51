import type { Hash, TradeResult } from "../ports/chain.port";
import type { BestRateAnswer } from "./best-rate";
import type { FlowState } from "./exchange-flow.types";
import type { RateQuery } from "./rate-requester.types";

// The flow's view and its state at rest, apart from the flow itself (use-cases/create-exchange-flow):
// a front door renders the idle view before it loads the flow's code, which only a connected wallet needs.

/** The flow at rest: the exchange form, with no error to show. */
export const FLOW_IDLE: FlowState<never> = Object.freeze({ step: "FORM", error: null });

/** What the flow remembers beside its state: the trade's query, and what happened to the last trade. */
export type FlowExtras = Readonly<{
  query: RateQuery | null;
  /** The chain or API error code of the last failure, shown by the form or the result step. */
  failure: string | null;
  /** Block number the trade was sent at. */
  sentAtBlock: bigint | null;
  /** The amount received, from the Trade event of a successful trade. */
  received: bigint | null;
  /** The mined trade: its receipt and the router's Trade event. */
  result: TradeResult | null;
  /** The approval and trade transactions sent, in order. */
  sent: readonly Hash[];
  /** The id under which the server holds this run's trade volume, from the check until the trade is reported sent. */
  reservation: string | null;
}>;

/** The extras of a flow at rest. */
export const NO_EXTRAS: FlowExtras = Object.freeze({ query: null, failure: null, sentAtBlock: null, received: null, result: null, sent: [], reservation: null });

/** The flow's state with its extras: what a front door renders. */
export type FlowView = Readonly<{ state: FlowState<BestRateAnswer>; extras: FlowExtras }>;
