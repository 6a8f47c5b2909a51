import type { Result } from "neverthrow";
import type { ClockPort, SchedulerPort } from "../ports/clock.port";
import type { RateFetchFailed } from "./rate-requester.errors";
import type { Token } from "./tokens";

/** The amount field the user typed in: the exact from-amount or the exact to-amount. */
export type AmountSide = "from" | "to";

/** One best-rate question: `amount` base units of the `side` token, between `from` and `to`. */
export type RateQuery = Readonly<{ from: Token; to: Token; side: AmountSide; amount: bigint }>;

/** A best-rate answer; `details` carries the adapter's per-speed data (gas, routes) untouched. */
export type Quote<D = unknown> = Readonly<{ fromAmount: bigint; toAmount: bigint; rate: string; details: D }>;

/** Why the injected fetch could not quote; reported to the user as RATE_FETCH_FAILED. */
export type QuoteError = Readonly<{ code: string }>;

/** The injected quote source; it should stop work when `signal` aborts (its answer is ignored anyway). */
export type FetchQuote<D = unknown> = (query: RateQuery, signal: AbortSignal) => Promise<Result<Quote<D>, QuoteError>>;

/** EMPTY: no valid amount; DEBOUNCING: waiting for a pause in typing; LOADING: a request is in flight. */
export type RateStatus = "EMPTY" | "DEBOUNCING" | "LOADING" | "QUOTED" | "FAILED";

/** What the form renders. `quote` (when set) always answers `query`, the query of the latest input. */
export type RateState<D = unknown> = Readonly<{
  from: Token;
  to: Token;
  side: AmountSide;
  text: string;
  status: RateStatus;
  query: RateQuery | null;
  quote: Quote<D> | null;
  quotedAt: number | null;
  error: RateFetchFailed | null;
}>;

/** What the rate requester needs from outside: time and the quote source. */
export type RateRequesterDeps<D = unknown> = Readonly<{
  clock: ClockPort;
  scheduler: SchedulerPort;
  fetchQuote: FetchQuote<D>;
}>;

/** The input-driven rate requester shared by the web form and the CLI. */
export interface RateRequester<D = unknown> {
  /** The current state. */
  getState(): RateState<D>;
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: RateState<D>) => void): () => void;
  /** The user typed `text` in the `side` amount field. */
  typeAmount(side: AmountSide, text: string): void;
  /** The user chose `token` on `side`; choosing the opposite side's token swaps the sides. */
  selectToken(side: AmountSide, token: Token): void;
  /** The user pressed the switch arrow: tokens swap and the typed amount stays with its token. */
  switchTokens(): void;
  /** Re-quotes the current input at once (before submit, when the quote is stale). */
  refreshNow(): void;
  /** Turns the 15 s idle refresh on or off (off while a confirm step shows a price). */
  setAutoRefresh(enabled: boolean): void;
  /** Cancels every timer and request and drops the listeners. */
  dispose(): void;
}
