import type { ResultAsync } from "neverthrow";
import type { UpdateAddressResponse } from "../../../../../adapters/api-contract/history.schema";
import type { ApiClientError } from "../../../../../adapters/http-client/api-client";
import type { UpdateAddressRequest, TradingObjectiveRequest } from "../../../../../adapters/http-client/history.client";
import type { LocalTrade } from "../../../../../core/history/local-history";
import type { ChainPort, Address } from "../../../../../core/ports/chain.port";
import type { ClockPort } from "../../../../../core/ports/clock.port";
import type { FetchQuote, RateQuery } from "../../../../../core/exchange/rate-requester.types";
import type { RateDetails } from "./quote-source";
import type { TradeSettings } from "./trade-request";

/** The server calls of the flow: the daily-volume check and the objective of trading. */
export type FlowServerCalls = Readonly<{
  updateAddress(body: UpdateAddressRequest): ResultAsync<UpdateAddressResponse, ApiClientError>;
  submitTradingObjective(body: TradingObjectiveRequest): ResultAsync<unknown, ApiClientError>;
}>;

/** Everything the flow driver reaches outside the core state machine. */
export type FlowDeps = Readonly<{
  /** The connected wallet's chain port. */
  chain: Pick<ChainPort, "getAllowances" | "approve" | "trade">;
  /** The router the wallet approves and trades through. */
  router: Address;
  /** The connected wallet's address and how it is connected (for PUT /user/address). */
  account: Address;
  walletConnectionType: string;
  /** The network name the local history is kept under. */
  network: string;
  server: FlowServerCalls;
  fetchQuote: FetchQuote<RateDetails>;
  clock: ClockPort;
  /** Records a trade in the local history (the exchange card passes the shared store's push). */
  recordTrade(trade: LocalTrade): void;
  /** The current speed, slippage and deadline (read when the trade is sent). */
  settings(): TradeSettings;
}>;

/** What the driver remembers beside the core state: the query of the trade, and why the last trade failed. */
export type FlowExtras = Readonly<{
  query: RateQuery | null;
  /** The chain or API error code of the last failure, shown by the form or the result modal. */
  failure: string | null;
  /** Block number the trade was sent at (the in-process modal shows it on a local chain). */
  sentAtBlock: bigint | null;
  /** The amount received, from the Trade event of a successful trade. */
  received: bigint | null;
}>;

/** The extras of a flow at rest. */
export const NO_EXTRAS: FlowExtras = Object.freeze({ query: null, failure: null, sentAtBlock: null, received: null });
