import { describe, expect, it } from "vitest";
import { MAX_UINT256 } from "./approval";
import { afterConfirmation, awaitsTrader, FLOW_IDLE, transition } from "./exchange-flow";
import {
  allowanceCheckFailed,
  approvalFailed,
  objectiveRequired,
  objectiveSendFailed,
  tradeSendFailed,
  walletLinkFailed,
} from "./exchange-flow.errors";
import { ELIGIBLE, ETH_REQUEST, QUOTE, T0, TOKEN_REQUEST, TOKEN_TRADE } from "./exchange-flow.test-support";
import type { FlowEvent, FlowEventType, FlowState, FlowStep } from "./exchange-flow.types";
import { rateFetchFailed } from "./rate-requester.errors";
import { legalUpToDate } from "../legal/legal.fixtures";

type S = FlowState<null>;
type E = FlowEvent<null>;

const NEWCOMER = { isActive: false, kycStatus: "UNVERIFIED", suitabilityTestPoint: null, knowledgeTestPoint: null, legal: legalUpToDate } as const;
const R = TOKEN_REQUEST;
const COVERED = { ...R, allowance: 100n };
const SUBMISSION = { objective: "ARBITRAGE", reason: null, tokenCode: "USDT", amount: 100n } as const;
const BETTER = { ...QUOTE, toAmount: 201n };
const WORSE = { ...QUOTE, toAmount: 199n };
const BIGGER = { ...QUOTE, fromAmount: 110n, toAmount: 230n };

const STATES = {
  FORM: FLOW_IDLE,
  LOGIN: { step: "LOGIN", request: R },
  ALERT: { step: "ALERT", missing: ["KYC"] },
  CHECKING_ALLOWANCE: { step: "CHECKING_ALLOWANCE", request: R },
  APPROVE: { step: "APPROVE", request: { ...R, allowance: 0n }, mode: "UNLIMITED" },
  APPROVING: { step: "APPROVING", request: R, plan: [MAX_UINT256], index: 0, hash: null },
  CONFIRM: { step: "CONFIRM", request: COVERED },
  REQUOTING: { step: "REQUOTING", request: COVERED },
  ACCEPT_PRICE: { step: "ACCEPT_PRICE", request: COVERED, fresh: { ...TOKEN_TRADE, quote: WORSE } },
  CHECKING_VOLUME: { step: "CHECKING_VOLUME", request: COVERED },
  OBJECTIVE: { step: "OBJECTIVE", request: COVERED, error: null, sending: null },
  SUBMIT: { step: "SUBMIT", request: COVERED },
  IN_PROCESS: { step: "IN_PROCESS", request: COVERED, hash: "0xt" },
  RESULT: { step: "RESULT", request: COVERED, outcome: "SUCCESS", hash: "0xt" },
} satisfies Record<FlowStep, S>;

const APPROVING_SENT: S = { ...STATES.APPROVING, hash: "0xa" };
const RESETTING: S = {
  ...STATES.APPROVING,
  plan: [0n, 100n],
  hash: "0xr",
};
const SENDING: S = { ...STATES.OBJECTIVE, sending: SUBMISSION };

const EVENTS = {
  EXCHANGE_CLICKED: { type: "EXCHANGE_CLICKED", request: R, user: ELIGIBLE },
  LOGGED_IN: { type: "LOGGED_IN", user: ELIGIBLE },
  CANCELLED: { type: "CANCELLED" },
  ALLOWANCE_LOADED: { type: "ALLOWANCE_LOADED", allowance: 100n },
  ALLOWANCE_FAILED: { type: "ALLOWANCE_FAILED", cause: "rpc" },
  APPROVAL_MODE_CHANGED: { type: "APPROVAL_MODE_CHANGED", mode: "EXACT" },
  APPROVE_CLICKED: { type: "APPROVE_CLICKED" },
  APPROVAL_SENT: { type: "APPROVAL_SENT", hash: "0xa" },
  APPROVAL_CONFIRMED: { type: "APPROVAL_CONFIRMED" },
  APPROVAL_FAILED: { type: "APPROVAL_FAILED", cause: "reverted" },
  WALLET_REJECTED: { type: "WALLET_REJECTED" },
  CONFIRM_CLICKED: { type: "CONFIRM_CLICKED", now: T0 },
  QUOTE_RECEIVED: { type: "QUOTE_RECEIVED", quote: QUOTE, quotedAt: T0 + 40_000 },
  QUOTE_FAILED: { type: "QUOTE_FAILED", cause: "timeout" },
  PRICE_ACCEPTED: { type: "PRICE_ACCEPTED" },
  VOLUME_CHECKED: { type: "VOLUME_CHECKED", overLimit: false },
  VOLUME_CHECK_FAILED: { type: "VOLUME_CHECK_FAILED" },
  WALLET_LINK_FAILED: { type: "WALLET_LINK_FAILED", cause: "WALLET_LINK_SIGNATURE_INVALID" },
  OBJECTIVE_SUBMITTED: { type: "OBJECTIVE_SUBMITTED", form: { objective: "ARBITRAGE", reason: "" } },
  OBJECTIVE_SAVED: { type: "OBJECTIVE_SAVED" },
  OBJECTIVE_SAVE_FAILED: { type: "OBJECTIVE_SAVE_FAILED", cause: "503" },
  OBJECTIVE_SKIPPED: { type: "OBJECTIVE_SKIPPED" },
  TX_SENT: { type: "TX_SENT", hash: "0xt" },
  TX_SEND_FAILED: { type: "TX_SEND_FAILED", cause: "network" },
  TRADE_REFUSED: { type: "TRADE_REFUSED", missing: ["KYC", "KNOWLEDGE_TEST"] },
  TX_SUCCEEDED: { type: "TX_SUCCEEDED" },
  TX_FAILED: { type: "TX_FAILED" },
  RESULT_CLOSED: { type: "RESULT_CLOSED" },
} satisfies { [K in FlowEventType]: Extract<E, { type: K }> };

describe("exchange flow: starting", () => {
  it.each<[string, E, S]>([
    ["opens the login modal without a user", { ...EVENTS.EXCHANGE_CLICKED, user: null }, { step: "LOGIN", request: R }],
    [
      "lists what is missing, in order, for a user who may not trade",
      { ...EVENTS.EXCHANGE_CLICKED, user: NEWCOMER },
      { step: "ALERT", missing: ["CONFIRM_EMAIL", "KYC", "SUITABILITY_TEST", "KNOWLEDGE_TEST"] },
    ],
    [
      "skips the user checks in the insider environment",
      { ...EVENTS.EXCHANGE_CLICKED, user: NEWCOMER, request: { ...R, environment: "insider" } },
      { step: "CHECKING_ALLOWANCE", request: { ...R, environment: "insider" } },
    ],
    ["reads the allowance of a token source", EVENTS.EXCHANGE_CLICKED, { step: "CHECKING_ALLOWANCE", request: R }],
    ["confirms an ETH source at once", { ...EVENTS.EXCHANGE_CLICKED, request: ETH_REQUEST }, { step: "CONFIRM", request: ETH_REQUEST }],
  ])("%s", (_name, event, expected) => {
    expect(transition<null>(FLOW_IDLE, event)).toEqual(expected);
  });
});

describe("exchange flow: each step", () => {
  it.each<[string, S, E, S]>([
    ["login retries the exchange", STATES.LOGIN, EVENTS.LOGGED_IN, { step: "CHECKING_ALLOWANCE", request: R }],
    ["login of a user who may not trade alerts", STATES.LOGIN, { type: "LOGGED_IN", user: { ...ELIGIBLE, kycStatus: "VERIFYING" } }, { step: "ALERT", missing: ["KYC"] }],
    ["an allowance below the amount asks to approve", STATES.CHECKING_ALLOWANCE, { type: "ALLOWANCE_LOADED", allowance: 99n }, { step: "APPROVE", request: { ...R, allowance: 99n }, mode: "UNLIMITED" }],
    ["an allowance covering the amount confirms", STATES.CHECKING_ALLOWANCE, EVENTS.ALLOWANCE_LOADED, { step: "CONFIRM", request: COVERED }],
    ["an unreadable allowance goes back with an error", STATES.CHECKING_ALLOWANCE, EVENTS.ALLOWANCE_FAILED, { step: "FORM", error: allowanceCheckFailed("rpc") }],
    ["the approval mode can be changed", STATES.APPROVE, EVENTS.APPROVAL_MODE_CHANGED, { ...STATES.APPROVE, mode: "EXACT" }],
    ["approving sends an unlimited approval by default", STATES.APPROVE, EVENTS.APPROVE_CLICKED, { ...STATES.APPROVING, request: { ...R, allowance: 0n } }],
    [
      "approving a zero-reset token (USDT) with an allowance left resets it first",
      { ...STATES.APPROVE, request: { ...R, allowance: 5n }, mode: "EXACT" },
      EVENTS.APPROVE_CLICKED,
      { ...RESETTING, request: { ...R, allowance: 5n }, hash: null },
    ],
    ["a sent approval waits for its confirmation", STATES.APPROVING, EVENTS.APPROVAL_SENT, APPROVING_SENT],
    ["an approval rejected in the wallet goes back quietly", STATES.APPROVING, EVENTS.WALLET_REJECTED, FLOW_IDLE],
    ["a failed approval goes back with an error", APPROVING_SENT, EVENTS.APPROVAL_FAILED, { step: "FORM", error: approvalFailed("reverted") }],
    ["a confirmed approval confirms the trade with the approved allowance", APPROVING_SENT, EVENTS.APPROVAL_CONFIRMED, { step: "CONFIRM", request: { ...R, allowance: MAX_UINT256 } }],
    ["a confirmed reset sends the approval next", RESETTING, EVENTS.APPROVAL_CONFIRMED, { ...RESETTING, index: 1, hash: null }],
    ["a confirm within 30 s checks the daily volume", STATES.CONFIRM, { type: "CONFIRM_CLICKED", now: T0 + 30_000 }, STATES.CHECKING_VOLUME],
    ["a confirm after 30 s re-quotes", STATES.CONFIRM, { type: "CONFIRM_CLICKED", now: T0 + 30_001 }, STATES.REQUOTING],
    ["a re-quote at the same price proceeds with the new quote", STATES.REQUOTING, EVENTS.QUOTE_RECEIVED, { step: "CHECKING_VOLUME", request: { ...COVERED, trade: { ...TOKEN_TRADE, quotedAt: T0 + 40_000 } } }],
    ["a better re-quote proceeds", STATES.REQUOTING, { ...EVENTS.QUOTE_RECEIVED, quote: BETTER }, { step: "CHECKING_VOLUME", request: { ...COVERED, trade: { ...TOKEN_TRADE, quote: BETTER, quotedAt: T0 + 40_000 } } }],
    ["a worse re-quote must be accepted", STATES.REQUOTING, { ...EVENTS.QUOTE_RECEIVED, quote: WORSE }, { step: "ACCEPT_PRICE", request: COVERED, fresh: { ...TOKEN_TRADE, quote: WORSE, quotedAt: T0 + 40_000 } }],
    ["a re-quote needing more than the allowance reads it again", STATES.REQUOTING, { ...EVENTS.QUOTE_RECEIVED, quote: BIGGER }, { step: "CHECKING_ALLOWANCE", request: { ...COVERED, trade: { ...TOKEN_TRADE, quote: BIGGER, quotedAt: T0 + 40_000 } } }],
    ["a failed re-quote goes back with the rate error", STATES.REQUOTING, EVENTS.QUOTE_FAILED, { step: "FORM", error: rateFetchFailed("timeout") }],
    ["an accepted price checks the daily volume with the new quote", STATES.ACCEPT_PRICE, EVENTS.PRICE_ACCEPTED, { step: "CHECKING_VOLUME", request: { ...COVERED, trade: { ...TOKEN_TRADE, quote: WORSE } } }],
    ["a volume under the limit submits", STATES.CHECKING_VOLUME, EVENTS.VOLUME_CHECKED, STATES.SUBMIT],
    ["a volume over the limit asks the objective", STATES.CHECKING_VOLUME, { type: "VOLUME_CHECKED", overLimit: true }, STATES.OBJECTIVE],
    ["an unknown volume asks the objective", STATES.CHECKING_VOLUME, EVENTS.VOLUME_CHECK_FAILED, STATES.OBJECTIVE],
    ["a wallet link declined in the wallet goes back quietly", STATES.CHECKING_VOLUME, EVENTS.WALLET_REJECTED, FLOW_IDLE],
    ["a wallet the server would not link goes back with the reason", STATES.CHECKING_VOLUME, EVENTS.WALLET_LINK_FAILED, { step: "FORM", error: walletLinkFailed("WALLET_LINK_SIGNATURE_INVALID") }],
    ["an objective form without an objective is refused", STATES.OBJECTIVE, { type: "OBJECTIVE_SUBMITTED", form: { objective: null, reason: "" } }, { ...STATES.OBJECTIVE, error: objectiveRequired() }],
    ["a valid objective is sent with the token and amount", { ...STATES.OBJECTIVE, error: objectiveRequired() }, EVENTS.OBJECTIVE_SUBMITTED, SENDING],
    ["a saved objective submits", SENDING, EVENTS.OBJECTIVE_SAVED, STATES.SUBMIT],
    ["an objective the server refused can be sent again", SENDING, EVENTS.OBJECTIVE_SAVE_FAILED, { ...STATES.OBJECTIVE, error: objectiveSendFailed("503") }],
    ["a skipped objective submits", STATES.OBJECTIVE, EVENTS.OBJECTIVE_SKIPPED, STATES.SUBMIT],
    ["an objective skipped while sending submits", SENDING, EVENTS.OBJECTIVE_SKIPPED, STATES.SUBMIT],
    ["a sent trade is in process with its hash", STATES.SUBMIT, EVENTS.TX_SENT, STATES.IN_PROCESS],
    ["a trade rejected in the wallet goes back without a failure result", STATES.SUBMIT, EVENTS.WALLET_REJECTED, FLOW_IDLE],
    ["a trade that could not be sent goes back with an error", STATES.SUBMIT, EVENTS.TX_SEND_FAILED, { step: "FORM", error: tradeSendFailed("network") }],
    ["a trade the gate refuses to authorize alerts with what is missing", STATES.SUBMIT, EVENTS.TRADE_REFUSED, { step: "ALERT", missing: ["KYC", "KNOWLEDGE_TEST"] }],
    ["a trade failing before its hash shows the fail result", STATES.SUBMIT, EVENTS.TX_FAILED, { step: "RESULT", request: COVERED, outcome: "FAIL", hash: null }],
    ["a mined trade shows the success result", STATES.IN_PROCESS, EVENTS.TX_SUCCEEDED, STATES.RESULT],
    ["a reverted trade shows the fail result", STATES.IN_PROCESS, EVENTS.TX_FAILED, { ...STATES.RESULT, outcome: "FAIL" }],
    ["closing the result goes back to the form", STATES.RESULT, EVENTS.RESULT_CLOSED, FLOW_IDLE],
  ])("%s", (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual(expected);
  });

  it.each(["LOGIN", "ALERT", "APPROVE", "CONFIRM", "REQUOTING", "ACCEPT_PRICE"] as const)(
    "closing the %s step goes back to the form",
    (step) => {
      expect(transition<null>(STATES[step], EVENTS.CANCELLED)).toEqual(FLOW_IDLE);
    },
  );

  it("re-reads the allowance when an accepted price needs more than is approved", () => {
    const fresh = { ...TOKEN_TRADE, quote: BIGGER };
    expect(afterConfirmation(COVERED, fresh)).toEqual({ step: "CHECKING_ALLOWANCE", request: { ...COVERED, trade: fresh } });
  });
});

/** The events each step reacts to; every other event must leave the step unchanged. */
const HANDLED: Record<FlowStep, FlowEventType[]> = {
  FORM: ["EXCHANGE_CLICKED"],
  LOGIN: ["LOGGED_IN", "CANCELLED"],
  ALERT: ["CANCELLED"],
  CHECKING_ALLOWANCE: ["ALLOWANCE_LOADED", "ALLOWANCE_FAILED"],
  APPROVE: ["APPROVAL_MODE_CHANGED", "APPROVE_CLICKED", "CANCELLED"],
  APPROVING: ["APPROVAL_SENT", "APPROVAL_FAILED", "WALLET_REJECTED"],
  CONFIRM: ["CONFIRM_CLICKED", "CANCELLED"],
  REQUOTING: ["QUOTE_RECEIVED", "QUOTE_FAILED", "CANCELLED"],
  ACCEPT_PRICE: ["PRICE_ACCEPTED", "CANCELLED"],
  CHECKING_VOLUME: ["VOLUME_CHECKED", "VOLUME_CHECK_FAILED", "WALLET_REJECTED", "WALLET_LINK_FAILED"],
  OBJECTIVE: ["OBJECTIVE_SUBMITTED", "OBJECTIVE_SKIPPED"],
  SUBMIT: ["TX_SENT", "WALLET_REJECTED", "TX_SEND_FAILED", "TRADE_REFUSED", "TX_FAILED"],
  IN_PROCESS: ["TX_SUCCEEDED", "TX_FAILED"],
  RESULT: ["RESULT_CLOSED"],
};

const IGNORED: [string, S, E][] = [
  ...(Object.keys(STATES) as FlowStep[]).flatMap((step) =>
    (Object.keys(EVENTS) as FlowEventType[])
      .filter((type) => !HANDLED[step].includes(type))
      .map((type): [string, S, E] => [`${step} ignores ${type}`, STATES[step], EVENTS[type]]),
  ),
  ["an approval waiting for its confirmation ignores a wallet rejection", APPROVING_SENT, EVENTS.WALLET_REJECTED],
  ["an approval waiting for its confirmation ignores a second hash", APPROVING_SENT, EVENTS.APPROVAL_SENT],
  ["an objective being sent ignores another submission", SENDING, EVENTS.OBJECTIVE_SUBMITTED],
];

describe("exchange flow: ignored events", () => {
  it.each(IGNORED)("%s", (_name, state, event) => {
    expect(transition(state, event)).toBe(state);
  });
});

describe("awaitsTrader", () => {
  it("is true where a modal asks the trader or the flow has ended, false while an effect runs", () => {
    const request = ETH_REQUEST;
    expect(awaitsTrader(FLOW_IDLE)).toBe(true);
    expect(awaitsTrader({ step: "CONFIRM", request })).toBe(true);
    expect(awaitsTrader({ step: "OBJECTIVE", request, error: null, sending: null })).toBe(true);
    expect(awaitsTrader({ step: "OBJECTIVE", request, error: null, sending: { objective: "ARBITRAGE", reason: null, tokenCode: "ETH", amount: 1n } })).toBe(false);
    expect(awaitsTrader({ step: "CHECKING_VOLUME", request })).toBe(false);
    expect(awaitsTrader({ step: "IN_PROCESS", request, hash: "0x1" })).toBe(false);
  });
});
