import { FLOW_IDLE, transition, type ExchangeRequest, type FlowEvent, type FlowState } from "../../../../../core/exchange/exchange-flow";
import { MAX_UINT256 } from "../../../../../core/exchange/approval";
import type { TraderProfile } from "../../../../../core/account/user";
import type { RateQuery } from "../../../../../core/exchange/rate-requester.types";
import type { LocalTrade } from "../../../../../core/history/local-history";
import type { ChainError } from "../../../../../core/ports/chain.errors";
import type { Hash } from "../../../../../core/ports/chain.port";
import { NO_EXTRAS, type FlowDeps, type FlowExtras } from "./flow-effects";
import type { RateDetails } from "./quote-source";
import { sendOptionsOf, tradeRequestOf } from "./trade-request";

/** The flow state of the card, with the driver's extras. */
export type CardFlow = Readonly<{ state: FlowState<RateDetails>; extras: FlowExtras }>;

/** Runs the core exchange flow: shows steps, runs each step's effect and feeds its answer back. */
export interface FlowDriver {
  get(): CardFlow;
  subscribe(listener: () => void): () => void;
  /** The exchange button was clicked with this request (the query is kept to re-quote before submit). */
  start(request: ExchangeRequest<RateDetails>, user: TraderProfile | null, query: RateQuery): void;
  /** A user action from a modal (login done, approve, confirm, accept price, objective, close...). */
  dispatch(event: FlowEvent<RateDetails>): void;
  dispose(): void;
}

const rejected = (e: ChainError) => e.code === "CHAIN_USER_REJECTED";
const hashOf = (e: ChainError): Hash | null => ("transactionHash" in e && e.transactionHash ? e.transactionHash : null);

/**
 * Creates the driver. Effects belong to a run: an answer arriving after the user closed the flow
 * (or started another) is dropped, and the core ignores events that do not fit the current step.
 * @example const flow = createFlowDriver(deps); flow.start(request, user, query); flow.dispatch({ type: "APPROVE_CLICKED" });
 */
export function createFlowDriver(deps: FlowDeps): FlowDriver {
  let current: CardFlow = { state: FLOW_IDLE, extras: NO_EXTRAS };
  let run = 0;
  let disposed = false;
  const listeners = new Set<() => void>();

  function publish(next: CardFlow): void {
    current = next;
    for (const l of [...listeners]) l();
  }

  function patch(extras: Partial<FlowExtras>): void {
    publish({ ...current, extras: { ...current.extras, ...extras } });
  }

  /** Applies an event; runs the effect of the step entered. `from` is the run the event belongs to. */
  function apply(event: FlowEvent<RateDetails>, from = run): void {
    if (disposed || from !== run) return;
    const before = current.state;
    const state = transition(before, event);
    if (state === before) return;
    // Back at the form, the run is over: answers still on their way belong to no one.
    if (state.step === "FORM") run += 1;
    publish({ ...current, state });
    enter(state, before);
  }

  function enter(state: FlowState<RateDetails>, before: FlowState<RateDetails>): void {
    const mine = run;
    const answer = (event: FlowEvent<RateDetails>) => apply(event, mine);
    switch (state.step) {
      case "CHECKING_ALLOWANCE": {
        const { from } = state.request.trade;
        void deps.chain.getAllowances(deps.account, [from.address], deps.router).match(
          ([allowance]) => answer({ type: "ALLOWANCE_LOADED", allowance: allowance ?? 0n }),
          (e) => answer({ type: "ALLOWANCE_FAILED", cause: e.code }),
        );
        return;
      }
      case "APPROVING": {
        if (state.hash !== null || (before.step === "APPROVING" && before.index === state.index && before.hash === null)) return;
        const amount = state.plan[state.index]!;
        const request = { token: state.request.trade.from.address, spender: deps.router, amount: amount === MAX_UINT256 ? ("UNLIMITED" as const) : amount, resetFirst: false };
        let sent = false;
        void deps.chain.approve(request, { onSent: (tx) => ((sent = true), answer({ type: "APPROVAL_SENT", hash: tx.hash })) }).match(
          (result) => {
            // An allowance already at the amount sends nothing: the step is done all the same.
            if (!sent) answer({ type: "APPROVAL_SENT", hash: result.transactionHashes[0] ?? "0x" });
            answer({ type: "APPROVAL_CONFIRMED" });
          },
          (e) => answer(rejected(e) && !sent ? { type: "WALLET_REJECTED" } : { type: "APPROVAL_FAILED", cause: e.code }),
        );
        return;
      }
      case "REQUOTING": {
        const query = current.extras.query;
        if (query === null) return answer({ type: "QUOTE_FAILED", cause: "NO_QUERY" });
        void Promise.resolve(deps.fetchQuote(query, new AbortController().signal)).then(
          (r) => answer(r.isOk() ? { type: "QUOTE_RECEIVED", quote: r.value, quotedAt: deps.clock.now() } : { type: "QUOTE_FAILED", cause: r.error.code }),
          () => answer({ type: "QUOTE_FAILED", cause: "NETWORK_ERROR" }),
        );
        return;
      }
      case "CHECKING_VOLUME": {
        const { from, quote } = state.request.trade;
        void deps.server
          .updateAddress({
            ethAddress: deps.account,
            walletConnectionType: deps.walletConnectionType,
            isCheckDailyVolume: true,
            options: { fromToken: from.code, fromTokenAmount: quote.fromAmount },
          })
          .match(
            (r) => answer({ type: "VOLUME_CHECKED", overLimit: r.isOverDailyVolumeLimit }),
            () => answer({ type: "VOLUME_CHECK_FAILED" }),
          );
        return;
      }
      case "OBJECTIVE": {
        const sending = state.sending;
        if (sending === null || (before.step === "OBJECTIVE" && before.sending !== null)) return;
        void deps.server
          .submitTradingObjective({
            objective: sending.objective,
            ...(sending.reason === null ? {} : { reason: sending.reason }),
            fromToken: sending.tokenCode,
            fromTokenAmount: sending.amount,
          })
          .match(
            () => answer({ type: "OBJECTIVE_SAVED" }),
            (e) => answer({ type: "OBJECTIVE_SAVE_FAILED", cause: e.code }),
          );
        return;
      }
      case "SUBMIT":
        return submit(state.request, answer);
      default:
        return;
    }
  }

  function submit(request: ExchangeRequest<RateDetails>, answer: (e: FlowEvent<RateDetails>) => void): void {
    const { from, to, quote } = request.trade;
    const settings = deps.settings();
    const tradeRequest = tradeRequestOf(from, to, quote, settings, deps.clock.now());
    let local: LocalTrade | null = null;
    const record = (patchTrade: Partial<LocalTrade>) => {
      if (local === null) return;
      local = { ...local, ...patchTrade };
      deps.recordTrade(local);
    };
    const options = {
      ...sendOptionsOf(quote, settings.speed),
      onSent: (tx: { hash: Hash; sentAtBlock: bigint }) => {
        local = {
          transactionHash: tx.hash,
          status: "in progress",
          fromAsset: { address: from.address, code: from.code, decimal: from.decimals },
          toAsset: { address: to.address, code: to.code, decimal: to.decimals },
          fromAmount: quote.fromAmount,
          toAmount: quote.toAmount,
          blockNumber: null,
          timestamp: deps.clock.now(),
          type: "TRADING",
          network: deps.network,
          walletAddress: deps.account,
        };
        deps.recordTrade(local);
        patch({ sentAtBlock: tx.sentAtBlock, failure: null });
        answer({ type: "TX_SENT", hash: tx.hash });
      },
    };
    void deps.chain.trade(tradeRequest, options).match(
      ({ receipt, trade }) => {
        record({ status: "success", toAmount: trade.destAmount, blockNumber: Number(receipt.blockNumber) });
        patch({ received: trade.destAmount });
        answer({ type: "TX_SUCCEEDED" });
      },
      (e) => {
        if (local === null && rejected(e)) return answer({ type: "WALLET_REJECTED" });
        patch({ failure: e.code });
        record({ status: "fail" });
        // Reverted after it was mined (or replaced): a failed trade; refused before any hash: back to the form.
        if (local !== null || hashOf(e) !== null) return answer({ type: "TX_FAILED" });
        answer({ type: "TX_SEND_FAILED", cause: e.code });
      },
    );
  }

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start(request, user, query) {
      if (current.state.step !== "FORM") return;
      run += 1;
      publish({ state: current.state, extras: { ...NO_EXTRAS, query } });
      apply({ type: "EXCHANGE_CLICKED", request, user });
    },
    dispatch: (event) => apply(event),
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}
