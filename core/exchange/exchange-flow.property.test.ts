import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { missingTradeRequirements } from "../account/eligibility";
import { KYC_STATUSES, type TraderProfile } from "../account/user";
import { MAX_UINT256 } from "./approval";
import { FLOW_IDLE, transition } from "./exchange-flow";
import { T0 } from "./exchange-flow.test-support";
import type { ExchangeRequest, FlowEvent, FlowEventType, FlowState, FlowStep } from "./exchange-flow.types";
import { isWorsePrice } from "./quote-freshness";
import { ETH, SLP, USDT } from "./rate-requester.test-support";
import type { Quote } from "./rate-requester.types";
import { isEth } from "./tokens";
import { legalOutdated, legalUpToDate } from "../legal/legal.fixtures";

type S = FlowState<null>;
type E = FlowEvent<null>;

const amount = fc.bigInt({ min: 1n, max: 1_000n });
const quote: fc.Arbitrary<Quote<null>> = fc.record({ fromAmount: amount, toAmount: amount, rate: fc.constant("r"), details: fc.constant(null) });
const user: fc.Arbitrary<TraderProfile> = fc.record({
  isActive: fc.boolean(),
  kycStatus: fc.constantFrom(...KYC_STATUSES),
  suitabilityTestPoint: fc.option(fc.nat(45)),
  knowledgeTestPoint: fc.option(fc.nat(10)),
  legal: fc.constantFrom(legalUpToDate, legalOutdated),
});
const request: fc.Arbitrary<ExchangeRequest<null>> = fc.record({
  trade: fc.record({ from: fc.constantFrom(ETH, USDT, SLP), to: fc.constant(SLP), quote, quotedAt: fc.constant(T0) }),
  environment: fc.constantFrom("swap" as const, "insider" as const),
  approvalMode: fc.constantFrom("UNLIMITED" as const, "EXACT" as const),
  allowance: fc.constant(null),
});
const params = fc.record({
  request,
  user: fc.option(user),
  loggedIn: user,
  allowance: fc.oneof(fc.bigInt({ min: 0n, max: 1_100n }), fc.constant(MAX_UINT256)),
  mode: fc.constantFrom("UNLIMITED" as const, "EXACT" as const),
  now: fc.integer({ min: T0, max: T0 + 60_000 }),
  quote,
  overLimit: fc.boolean(),
  objective: fc.constantFrom(null, "ARBITRAGE" as const, "OTHER" as const),
  reason: fc.constantFrom("", "hedge", "x".repeat(201)),
});
type Params = typeof params extends fc.Arbitrary<infer P> ? P : never;

function eventsOf(p: Params): { [K in FlowEventType]: Extract<E, { type: K }> } {
  return {
    EXCHANGE_CLICKED: { type: "EXCHANGE_CLICKED", request: p.request, user: p.user },
    LOGGED_IN: { type: "LOGGED_IN", user: p.loggedIn },
    CANCELLED: { type: "CANCELLED" },
    ALLOWANCE_LOADED: { type: "ALLOWANCE_LOADED", allowance: p.allowance },
    ALLOWANCE_FAILED: { type: "ALLOWANCE_FAILED" },
    APPROVAL_MODE_CHANGED: { type: "APPROVAL_MODE_CHANGED", mode: p.mode },
    APPROVE_CLICKED: { type: "APPROVE_CLICKED" },
    APPROVAL_SENT: { type: "APPROVAL_SENT", hash: "0xa" },
    APPROVAL_CONFIRMED: { type: "APPROVAL_CONFIRMED" },
    APPROVAL_FAILED: { type: "APPROVAL_FAILED" },
    WALLET_REJECTED: { type: "WALLET_REJECTED" },
    CONFIRM_CLICKED: { type: "CONFIRM_CLICKED", now: p.now },
    QUOTE_RECEIVED: { type: "QUOTE_RECEIVED", quote: p.quote, quotedAt: p.now },
    QUOTE_FAILED: { type: "QUOTE_FAILED" },
    PRICE_ACCEPTED: { type: "PRICE_ACCEPTED" },
    VOLUME_CHECKED: { type: "VOLUME_CHECKED", overLimit: p.overLimit },
    VOLUME_CHECK_FAILED: { type: "VOLUME_CHECK_FAILED" },
    WALLET_LINK_FAILED: { type: "WALLET_LINK_FAILED" },
    OBJECTIVE_SUBMITTED: { type: "OBJECTIVE_SUBMITTED", form: { objective: p.objective, reason: p.reason } },
    OBJECTIVE_SAVED: { type: "OBJECTIVE_SAVED" },
    OBJECTIVE_SAVE_FAILED: { type: "OBJECTIVE_SAVE_FAILED" },
    OBJECTIVE_SKIPPED: { type: "OBJECTIVE_SKIPPED" },
    TX_SENT: { type: "TX_SENT", hash: "0xt" },
    TX_SEND_FAILED: { type: "TX_SEND_FAILED" },
    TRADE_REFUSED: { type: "TRADE_REFUSED", missing: ["KYC"] },
    TX_SUCCEEDED: { type: "TX_SUCCEEDED" },
    TX_FAILED: { type: "TX_FAILED" },
    RESULT_CLOSED: { type: "RESULT_CLOSED" },
  };
}


/** Events a driver would plausibly send in each step, to reach deep steps often; any event can still come. */
const LIKELY: Record<FlowStep, FlowEventType[]> = {
  FORM: ["EXCHANGE_CLICKED"],
  LOGIN: ["LOGGED_IN"],
  ALERT: ["CANCELLED"],
  CHECKING_ALLOWANCE: ["ALLOWANCE_LOADED"],
  APPROVE: ["APPROVE_CLICKED", "APPROVAL_MODE_CHANGED"],
  APPROVING: ["APPROVAL_SENT", "APPROVAL_CONFIRMED"],
  CONFIRM: ["CONFIRM_CLICKED"],
  REQUOTING: ["QUOTE_RECEIVED"],
  ACCEPT_PRICE: ["PRICE_ACCEPTED"],
  CHECKING_VOLUME: ["VOLUME_CHECKED"],
  OBJECTIVE: ["OBJECTIVE_SUBMITTED", "OBJECTIVE_SAVED", "OBJECTIVE_SKIPPED"],
  SUBMIT: ["TX_SENT"],
  IN_PROCESS: ["TX_SUCCEEDED"],
  RESULT: ["RESULT_CLOSED"],
};

const step = fc.record({ likely: fc.nat(4), pick: fc.nat(), params });

/** What the user did in the current attempt, recorded from the events only. */
type Attempt = {
  user: TraderProfile | null;
  allowance: bigint;
  approvals: number;
  /** The price the user last confirmed or accepted, whether it was at most 30 s old then, and any re-quote since. */
  confirmed: Quote<null> | null;
  confirmedFresh: boolean;
  requoted: Quote<null> | null;
};
const NEW_ATTEMPT: Attempt = { user: null, allowance: 0n, approvals: 0, confirmed: null, confirmedFresh: false, requoted: null };

describe("exchange flow under random event sequences", () => {
  it("never submits without eligibility, a covering allowance (approved when needed) and a confirmed price", () => {
    let submits = 0;
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let state: S = FLOW_IDLE;
        let attempt = NEW_ATTEMPT;
        for (const s of steps) {
          const events = eventsOf(s.params);
          const types = s.likely > 0 ? LIKELY[state.step] : (Object.keys(events) as FlowEventType[]);
          const event = events[types[s.pick % types.length]!];
          const next = transition(state, event);
          if (next !== state) attempt = record(attempt, state, event);
          if (next.step === "SUBMIT" && state.step !== "SUBMIT") {
            submits += 1;
            const { trade, environment } = next.request;
            expect(attempt.user).not.toBeNull();
            expect(missingTradeRequirements(attempt.user!, environment)).toEqual([]);
            if (!isEth(trade.from)) expect(attempt.allowance).toBeGreaterThanOrEqual(trade.quote.fromAmount);
            expect(attempt.confirmed).not.toBeNull();
            expect(isWorsePrice(attempt.confirmed!, trade.quote)).toBe(false);
            expect(trade.quote).toBe(attempt.confirmedFresh ? attempt.confirmed : attempt.requoted);
          }
          state = next;
        }
      }),
      { numRuns: 500 },
    );
    expect(submits).toBeGreaterThan(50);
  });
});

function record(a: Attempt, before: S, event: E): Attempt {
  if (before.step === "FORM") return { ...NEW_ATTEMPT, user: event.type === "EXCHANGE_CLICKED" ? event.user : null };
  switch (event.type) {
    case "LOGGED_IN":
      return { ...a, user: event.user };
    case "ALLOWANCE_LOADED":
      return { ...a, allowance: event.allowance };
    case "APPROVE_CLICKED":
      return { ...a, approvals: 0 };
    case "APPROVAL_CONFIRMED": {
      // Only the last transaction of the plan approves; a reset to zero leaves nothing to spend.
      const plan = before.step === "APPROVING" ? before.plan : [];
      const approvals = a.approvals + 1;
      return { ...a, approvals, allowance: approvals === plan.length ? plan[plan.length - 1]! : 0n };
    }
    case "CONFIRM_CLICKED": {
      const { quote, quotedAt } = before.step === "CONFIRM" ? before.request.trade : { quote: null, quotedAt: 0 };
      return { ...a, confirmed: quote, confirmedFresh: event.now - quotedAt <= 30_000, requoted: null };
    }
    case "QUOTE_RECEIVED":
      return { ...a, requoted: event.quote };
    case "PRICE_ACCEPTED":
      return before.step === "ACCEPT_PRICE" ? { ...a, confirmed: before.fresh.quote } : a;
    default:
      return a;
  }
}
