import type { TimerHandle } from "../ports/clock.port";
import { QUOTE_REFRESH_MS } from "./quote-freshness";
import { rateFetchFailed } from "./rate-requester.errors";
import { queryFor } from "./rate-requester-input";
import type { AmountSide, Quote, RateRequester, RateRequesterDeps, RateState } from "./rate-requester.types";
import { sameToken, type Token } from "./tokens";

export type * from "./rate-requester.types";

/** Typing pauses shorter than this do not request a rate (spec 1 section 9). */
export const RATE_DEBOUNCE_MS = 500;

type Input = Pick<RateState, "from" | "to" | "side" | "text">;

/**
 * Creates the rate requester: debounced, latest query wins, in-flight requests aborted on change,
 * idle quotes refreshed every 15 s. A failed request, a background refresh included, clears both
 * amounts (spec 1 section 8): a price we can no longer get is not left on screen.
 * Time goes only through the injected clock and scheduler.
 * @example const rates = createRateRequester({ clock, scheduler, fetchQuote }, { from: ETH, to: DAI });
 * rates.subscribe(render); rates.typeAmount("from", "1.5");
 */
export function createRateRequester<D = unknown>(
  deps: RateRequesterDeps<D>,
  pair: Readonly<{ from: Token; to: Token }>,
): RateRequester<D> {
  let state: RateState<D> = { ...pair, side: "from", text: "", ...cleared() };
  const listeners = new Set<(s: RateState<D>) => void>();
  let debounce: TimerHandle | null = null;
  let refresh: TimerHandle | null = null;
  let inflight: AbortController | null = null;
  let autoRefresh = true;
  let disposed = false;

  function publish(next: RateState<D>): void {
    state = next;
    for (const listener of [...listeners]) listener(state);
  }

  function cancelAll(): void {
    if (debounce) deps.scheduler.clearTimeout(debounce);
    if (refresh) deps.scheduler.clearTimeout(refresh);
    debounce = refresh = null;
    inflight?.abort();
    inflight = null;
  }

  function change(input: Input): void {
    if (disposed) return;
    cancelAll();
    const query = queryFor(input);
    publish({ ...input, ...cleared(), query, status: query ? "DEBOUNCING" : "EMPTY" });
    if (query) debounce = deps.scheduler.setTimeout(request, RATE_DEBOUNCE_MS);
  }

  function request(): void {
    cancelAll();
    const query = state.query;
    if (!query || disposed) return;
    const controller = new AbortController();
    inflight = controller;
    publish({ ...state, status: "LOADING" });
    // A new Promise turns a synchronous throw of the fetch into a rejection handled below.
    new Promise<Awaited<ReturnType<typeof deps.fetchQuote>>>((resolve) => resolve(deps.fetchQuote(query, controller.signal)))
      .then(
        (result) => result.match(applyQuote, (e) => applyFailure(e.code)),
        (cause: unknown) => applyFailure(cause instanceof Error ? cause.message : String(cause)),
      );

    // Every change aborts the in-flight controller first, so an aborted signal marks an outdated answer.
    function applyQuote(quote: Quote<D>): void {
      if (controller.signal.aborted) return;
      inflight = null;
      publish({ ...state, status: "QUOTED", quote, quotedAt: deps.clock.now(), error: null });
      if (autoRefresh) scheduleRefresh();
    }

    function applyFailure(cause: string): void {
      if (controller.signal.aborted) return;
      inflight = null;
      publish({ ...state, ...cleared(), text: "", error: rateFetchFailed(cause), status: "FAILED" });
    }
  }

  function scheduleRefresh(): void {
    const age = deps.clock.now() - (state.quotedAt ?? deps.clock.now());
    refresh = deps.scheduler.setTimeout(request, Math.max(0, QUOTE_REFRESH_MS - age));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    typeAmount: (side, text) => change({ from: state.from, to: state.to, side, text }),
    selectToken(side: AmountSide, token: Token) {
      const opposite = side === "from" ? state.to : state.from;
      if (sameToken(token, opposite)) return switchTokens();
      change({ from: state.from, to: state.to, side: state.side, text: state.text, [side]: token });
    },
    switchTokens,
    refreshNow: request,
    setAutoRefresh(enabled) {
      autoRefresh = enabled;
      if (refresh) deps.scheduler.clearTimeout(refresh);
      refresh = null;
      if (enabled && !disposed && state.status === "QUOTED") scheduleRefresh();
    },
    dispose() {
      disposed = true;
      cancelAll();
      listeners.clear();
    },
  };

  function switchTokens(): void {
    change({ from: state.to, to: state.from, side: state.side === "from" ? "to" : "from", text: state.text });
  }
}

function cleared() {
  return { status: "EMPTY", query: null, quote: null, quotedAt: null, error: null } as const;
}
