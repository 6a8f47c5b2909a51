import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { TraderProfile } from "../../account/user";
import type { ChainError } from "../../ports/chain.errors";
import type { Address, ChainPort, Hash, TradeRequest } from "../../ports/chain.port";
import type { ClockPort } from "../../ports/clock.port";
import type { DailyVolume, HistoryApiPort } from "../../ports/history-api.port";
import type { TradeGateApiPort } from "../../ports/trade-gate-api.port";
import type { WalletConnectionType } from "../../ports/trade-storage.port";
import type { BestRateAnswer } from "../best-rate";
import type { LocalTrade } from "../sent-trade";
import { FLOW_IDLE, transition, type ExchangeRequest, type FlowEvent, type FlowState } from "../exchange-flow";
import { NO_EXTRAS, type FlowExtras, type FlowView } from "../flow-view";
import type { FetchQuote, RateQuery } from "../rate-requester.types";
import { ROUTER_AUTHORIZATION_EXPIRED, refusedRequirements } from "../trade-gate.errors";
import { sendOptionsOf, tradeRequestOf, type RateQuote, type TradeSettings } from "../trade-request";
import { routeSrcAmount } from "../trade-route";

/** The wallet a flow trades from: its address, how it is connected, the router it trades through and the network's name. */
export type FlowWallet = Readonly<{ account: Address; connection: WalletConnectionType; router: Address; network: string }>;

/** Everything the exchange flow reaches outside its state machine. */
export type ExchangeFlowDeps = Readonly<{
  /** The connected wallet's chain port. */
  chain: Pick<ChainPort, "getAllowances" | "approve" | "trade">;
  /** The daily-volume check (reserving the trade's volume), the sent trade's report and the objective of trading. */
  history: Pick<HistoryApiPort, "checkDailyVolume" | "submitTradingObjective" | "reportSentTrade">;
  /**
   * The router's trading gate: the operator's authorization of the trade, asked for right before it
   * is sent. Without it (or when the server has no gate signer) the trade goes without one, and a
   * router with its gate on refuses it.
   */
  gate?: Pick<TradeGateApiPort, "authorizeTrade">;
  /** Re-quotes a stale quote before submit. */
  fetchQuote: FetchQuote<BestRateAnswer>;
  clock: ClockPort;
  /** A new unique id: names each run's volume reservation (default: crypto.randomUUID). */
  newId?(): string;
  wallet: FlowWallet;
  /** The current speed, slippage and deadline (read when the trade is sent). */
  settings(): TradeSettings;
  /** Records a trade in the local history when the front door keeps one (the web does). */
  recordTrade?(trade: LocalTrade): void;
  /**
   * Links the wallet to the account by its signed sign-in message (signInWallet), run when the
   * server does not know the wallet as the trader's; without it such a trade stops there.
   */
  linkWallet?(): ResultAsync<unknown, Readonly<{ code: string }>>;
}>;

// The flow's view and its state at rest live apart (../flow-view), for front doors that render them first.
export { NO_EXTRAS, type FlowExtras, type FlowView } from "../flow-view";

/** The exchange flow of one wallet, driven by a front door (the web card's modals, `kul swap`'s prompts). */
export interface ExchangeFlow {
  get(): FlowView;
  subscribe(listener: () => void): () => void;
  /** The trader asked to exchange this quote; the query is kept to re-quote before submit. */
  start(request: ExchangeRequest<BestRateAnswer>, user: TraderProfile | null, query: RateQuery): void;
  /** A user action: logged in, approve, confirm, accept price, objective, close... */
  dispatch(event: FlowEvent<BestRateAnswer>): void;
  dispose(): void;
}

const rejected = (e: ChainError) => e.code === "CHAIN_USER_REJECTED";
/** A volume check that failed: a declined signature, a wallet that could not be linked, or no answer (the objective is asked). */
const volumeFailure = (code: string): FlowEvent<BestRateAnswer> =>
  code === "CHAIN_USER_REJECTED" ? { type: "WALLET_REJECTED" } : code.startsWith("WALLET_LINK_") ? { type: "WALLET_LINK_FAILED", cause: code } : { type: "VOLUME_CHECK_FAILED" };
/** The router's refusal of an authorization past its expiry, before any transaction was sent. */
const authorizationExpired = (e: Readonly<{ code: string; reason?: unknown }>) => e.code === "CHAIN_REVERTED" && e.reason === ROUTER_AUTHORIZATION_EXPIRED;
const hashOf = (e: ChainError): Hash | null => ("transactionHash" in e && e.transactionHash ? e.transactionHash : null);

/**
 * The exchange flow both front doors drive (spec 1 section 4): login, eligibility, approval,
 * confirm with re-quote, the objective when the day's volume passes the limit, submit, track.
 * The core state machine decides each step; this runs each step's effect (read the allowance, send
 * the approvals, re-quote, check the volume, file the objective, send and follow the trade) and
 * feeds the answer back. Effects belong to a run: an answer arriving after the trader closed the
 * flow (or started another) is dropped.
 * @example const flow = createExchangeFlow(deps); flow.start(request, user, query); flow.dispatch({ type: "APPROVE_CLICKED" });
 */
export function createExchangeFlow(deps: ExchangeFlowDeps): ExchangeFlow {
  let current: FlowView = { state: FLOW_IDLE, extras: NO_EXTRAS };
  let run = 0;
  let disposed = false;
  const listeners = new Set<() => void>();

  function publish(next: FlowView): void {
    current = next;
    for (const l of [...listeners]) l();
  }

  function patch(extras: Partial<FlowExtras>): void {
    publish({ ...current, extras: { ...current.extras, ...extras } });
  }

  /** Applies an event; runs the effect of the step entered. `from` is the run the event belongs to. */
  function apply(event: FlowEvent<BestRateAnswer>, from = run): void {
    if (disposed || from !== run) return;
    const before = current.state;
    const state = transition(before, event);
    if (state === before) return;
    // Back at the form, the run is over: answers still on their way belong to no one.
    if (state.step === "FORM") run += 1;
    publish({ ...current, state });
    enter(state, before);
  }

  function enter(state: FlowState<BestRateAnswer>, before: FlowState<BestRateAnswer>): void {
    const mine = run;
    const answer = (event: FlowEvent<BestRateAnswer>) => apply(event, mine);
    const { wallet } = deps;
    switch (state.step) {
      case "CHECKING_ALLOWANCE":
        void deps.chain.getAllowances(wallet.account, [state.request.trade.from.address], wallet.router).match(
          ([allowance]) => answer({ type: "ALLOWANCE_LOADED", allowance: allowance ?? 0n }),
          (e) => answer({ type: "ALLOWANCE_FAILED", cause: e.code }),
        );
        return;
      case "APPROVING": {
        if (state.hash !== null || (before.step === "APPROVING" && before.index === state.index && before.hash === null)) return;
        const { trade } = state.request;
        let hash: Hash | null = null;
        const onSent = (tx: { hash: Hash }) => {
          hash = tx.hash;
          patch({ sent: [...current.extras.sent, tx.hash] });
          answer({ type: "APPROVAL_SENT", hash: tx.hash });
        };
        const request = { token: trade.from.address, spender: wallet.router, amount: state.plan[state.index]! };
        void deps.chain.approve(request, { fee: sendOptionsOf(trade.quote, deps.settings().speed).fee, onSent }).match(
          (result) => {
            // An allowance already at the amount sends nothing: the step is done all the same.
            if (hash === null) answer({ type: "APPROVAL_SENT", hash: result.transactionHashes[0] ?? "0x" });
            answer({ type: "APPROVAL_CONFIRMED" });
          },
          (e) => answer(rejected(e) && hash === null ? { type: "WALLET_REJECTED" } : { type: "APPROVAL_FAILED", cause: e.code }),
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
        const reservation = current.extras.reservation;
        const check = () =>
          deps.history.checkDailyVolume({
            address: wallet.account,
            connection: wallet.connection,
            tokenCode: from.code,
            amount: quote.fromAmount,
            ...(reservation === null ? {} : { reservationId: reservation }),
          });
        const link = deps.linkWallet;
        // A wallet not linked yet is linked on its signature, then the check runs again.
        void check()
          .orElse((e): ResultAsync<DailyVolume, Readonly<{ code: string }>> => (e.code === "WALLET_LINK_REQUIRED" && link ? link().andThen(check) : errAsync(e)))
          .match(
            (r) => answer({ type: "VOLUME_CHECKED", overLimit: r.overLimit }),
            (e) => answer(volumeFailure(e.code)),
          );
        return;
      }
      case "OBJECTIVE": {
        const sending = state.sending;
        if (sending === null || (before.step === "OBJECTIVE" && before.sending !== null)) return;
        void deps.history.submitTradingObjective(sending).match(
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

  /** The trade with the gate's authorization of its wallet, pair and amount sold (the split's total). */
  function authorized(trade: TradeRequest, reservationId: string | null): ResultAsync<TradeRequest, Readonly<{ code: string }>> {
    const gate = deps.gate;
    if (gate === undefined) return okAsync(trade);
    const srcAmount = routeSrcAmount(trade.route);
    return gate
      .authorizeTrade({ trader: deps.wallet.account, src: trade.src, dest: trade.dest, srcAmount, ...(reservationId === null ? {} : { reservationId }) })
      .map((authorization): TradeRequest => ({ ...trade, authorization }))
      .orElse((e) => (e.code === "TRADE_GATE_UNAVAILABLE" ? okAsync(trade) : errAsync(e)));
  }

  function submit(request: ExchangeRequest<BestRateAnswer>, answer: (e: FlowEvent<BestRateAnswer>) => void): void {
    const { from, to, quote } = request.trade;
    const reservation = current.extras.reservation;
    // The day's volume counts the trade from now, not from when it is indexed. A failed report
    // leaves the reservation made at the check counting until it expires, so the trade goes on.
    const reportSent = (hash: Hash) => {
      if (reservation === null) return;
      void deps.history
        .reportSentTrade({ reservationId: reservation, transactionHash: hash, walletAddress: deps.wallet.account, fromToken: from.code, toToken: to.code, fromAmount: quote.fromAmount, toAmount: quote.toAmount })
        .match(
          () => undefined,
          () => undefined,
        );
    };
    const settings = deps.settings();
    const trade = tradeRequestOf({ from: from.address, to: to.address }, quote as RateQuote, settings, deps.clock.now());
    let local: LocalTrade | null = null;
    const record = (update: Partial<LocalTrade>) => {
      if (local === null) return;
      local = { ...local, ...update };
      deps.recordTrade?.(local);
    };
    const onSent = (tx: { hash: Hash; sentAtBlock: bigint }) => {
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
        network: deps.wallet.network,
        walletAddress: deps.wallet.account,
      };
      deps.recordTrade?.(local);
      reportSent(tx.hash);
      patch({ sentAtBlock: tx.sentAtBlock, failure: null, sent: [...current.extras.sent, tx.hash] });
      answer({ type: "TX_SENT", hash: tx.hash });
    };
    const send = () => authorized(trade, reservation).andThen((request) => deps.chain.trade(request, { ...sendOptionsOf(quote as RateQuote, settings.speed), onSent }));
    // An authorization that expired before the trade went out (a slow wallet) is renewed once, silently.
    void send()
      .orElse((e) => (local === null && authorizationExpired(e) ? send() : errAsync(e)))
      .match(
      (result) => {
        const { receipt, trade: event } = result;
        record({ status: "success", toAmount: event.destAmount, blockNumber: Number(receipt.blockNumber) });
        patch({ received: event.destAmount, result });
        answer({ type: "TX_SUCCEEDED" });
      },
      (e) => {
        if (local === null && e.code === "CHAIN_USER_REJECTED") return answer({ type: "WALLET_REJECTED" });
        // The gate would not authorize the trade: the alert lists what the account lacks, nothing was sent.
        const missing = local === null ? refusedRequirements(e) : null;
        if (missing !== null) return answer({ type: "TRADE_REFUSED", missing });
        patch({ failure: e.code });
        record({ status: "fail" });
        // Reverted after it was mined (or replaced): a failed trade; refused before any hash: back to the form.
        if (local !== null || ("reason" in e && hashOf(e as ChainError) !== null)) return answer({ type: "TX_FAILED" });
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
      publish({ state: current.state, extras: { ...NO_EXTRAS, query, reservation: deps.newId?.() ?? globalThis.crypto.randomUUID() } });
      apply({ type: "EXCHANGE_CLICKED", request, user });
    },
    dispatch: (event) => apply(event),
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}
