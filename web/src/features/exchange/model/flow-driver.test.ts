import { errAsync, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { TraderProfile } from "../../../../../core/account/user";
import type { ExchangeRequest } from "../../../../../core/exchange/exchange-flow";
import type { FetchQuote, RateQuery } from "../../../../../core/exchange/rate-requester.types";
import type { LocalTrade } from "../../../../../core/history/local-history";
import type { ChainError } from "../../../../../core/ports/chain.errors";
import { FakeClock } from "../../../../../core/testing/fake-clock";
import { createFlowDriver } from "./flow-driver";
import type { FlowServerCalls } from "./flow-effects";
import type { CardQuote, RateDetails } from "./quote-source";
import { DAI, ETH, USDT, memoryChain, quoteOf } from "./test-support";

const ROUTER = "0x00000000000000000000000000000000000000f0" as const;
const ACCOUNT = "0x00000000000000000000000000000000000000aa" as const;
const TRADER: TraderProfile = { isActive: true, kycStatus: "APPROVED", suitabilityTestPoint: 20, knowledgeTestPoint: 8 };
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(options: { overLimit?: boolean; allowances?: Record<string, bigint>; requote?: CardQuote; fetchQuote?: FetchQuote<RateDetails> } = {}) {
  const clock = new FakeClock();
  const memory = memoryChain(options.allowances);
  const calls: string[] = [];
  const server: FlowServerCalls = {
    updateAddress: (body) => (calls.push(`address:${body.options?.fromTokenAmount}`), okAsync({ isOverDailyVolumeLimit: options.overLimit ?? false, dailyVolumeThb: "0.00" })),
    submitTradingObjective: (body) => (calls.push(`objective:${body.objective}`), okAsync({ success: true })),
  };
  const recorded: LocalTrade[] = [];
  const driver = createFlowDriver({
    chain: memory.chain,
    router: ROUTER,
    account: ACCOUNT,
    walletConnectionType: "MetaMask",
    network: "hardhat",
    server,
    fetchQuote: options.fetchQuote ?? (async () => (calls.push("requote"), ok(options.requote ?? quoteOf(10n ** 18n, 2000n * 10n ** 18n)))),
    clock,
    recordTrade: (t) => recorded.push(t),
    settings: () => ({ speed: "STD", slippageBps: 50, deadlineMinutes: 20 }),
  });
  return { clock, memory, calls, recorded, driver };
}

function requestOf(from = ETH, to = DAI, quote = quoteOf(10n ** 18n, 2000n * 10n ** 18n), quotedAt = Date.UTC(2026, 0, 15, 3, 0, 0)): ExchangeRequest<RateDetails> {
  return { trade: { from, to, quote, quotedAt }, environment: "local", approvalMode: "UNLIMITED", allowance: null };
}
const queryOf = (from = ETH, to = DAI): RateQuery => ({ from, to, side: "from", amount: 10n ** 18n });

describe("the exchange flow driver", () => {
  it("asks a visitor to log in, then goes on to confirm once logged in", () => {
    const { driver } = setup();
    driver.start(requestOf(), null, queryOf());
    expect(driver.get().state.step).toBe("LOGIN");
    driver.dispatch({ type: "LOGGED_IN", user: TRADER });
    expect(driver.get().state.step).toBe("CONFIRM");
  });

  it("lists what an ineligible user misses, in the spec's order", () => {
    const { driver } = setup();
    driver.start(requestOf(), { isActive: true, kycStatus: "VERIFYING", suitabilityTestPoint: null, knowledgeTestPoint: 5 }, queryOf());
    expect(driver.get().state).toEqual({ step: "ALERT", missing: ["KYC", "SUITABILITY_TEST"] });
  });

  it("swaps ETH to DAI: volume checked, trade sent with the minimum received, history in progress then success", async () => {
    const { driver, calls, memory, recorded } = setup();
    driver.start(requestOf(), TRADER, queryOf());
    driver.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 10) });
    await flush();
    const state = driver.get().state;
    expect(state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
    expect(calls).toEqual([`address:${10n ** 18n}`]);
    // 2000 DAI less 0.5 % slippage.
    expect(memory.log).toEqual([`trade:${1990n * 10n ** 18n}`]);
    expect(recorded.map((t) => t.status)).toEqual(["in progress", "success"]);
    expect(recorded[1]).toMatchObject({ toAmount: 1990n * 10n ** 18n + 1n, blockNumber: 8, network: "hardhat", walletAddress: ACCOUNT });
    expect(driver.get().extras).toMatchObject({ received: 1990n * 10n ** 18n + 1n, sentAtBlock: 7n, failure: null });
  });

  it("approves a token below its allowance first, then confirms", async () => {
    const { driver, memory } = setup({ allowances: { [DAI.address]: 5n } });
    driver.start(requestOf(DAI, ETH, quoteOf(10n ** 18n, 5n * 10n ** 14n)), TRADER, queryOf(DAI, ETH));
    await flush();
    expect(driver.get().state).toMatchObject({ step: "APPROVE", mode: "UNLIMITED" });
    driver.dispatch({ type: "APPROVAL_MODE_CHANGED", mode: "EXACT" });
    driver.dispatch({ type: "APPROVE_CLICKED" });
    await flush();
    expect(memory.log).toEqual(["getAllowances", `approve:${10n ** 18n}`]);
    expect(driver.get().state).toMatchObject({ step: "CONFIRM", request: { allowance: 10n ** 18n } });
  });

  it("resets a USDT allowance to zero before the new approval", async () => {
    const { driver, memory } = setup({ allowances: { [USDT.address]: 5n } });
    driver.start(requestOf(USDT, ETH, quoteOf(10_000_000n, 5n * 10n ** 15n)), TRADER, queryOf(USDT, ETH));
    await flush();
    driver.dispatch({ type: "APPROVE_CLICKED" });
    await flush();
    expect(memory.log).toEqual(["getAllowances", "approve:0", "approve:UNLIMITED"]);
    expect(driver.get().state.step).toBe("CONFIRM");
  });

  it("goes back to the form quietly when the wallet refuses the approval", async () => {
    const { driver, memory } = setup();
    memory.state.rejectApprove = true;
    driver.start(requestOf(DAI, ETH), TRADER, queryOf(DAI, ETH));
    await flush();
    driver.dispatch({ type: "APPROVE_CLICKED" });
    await flush();
    expect(driver.get().state).toEqual({ step: "FORM", error: null });
  });

  it("re-quotes a stale quote and asks to accept a worse price before sending", async () => {
    const worse = quoteOf(10n ** 18n, 1900n * 10n ** 18n);
    const { driver, calls, memory } = setup({ requote: worse });
    driver.start(requestOf(), TRADER, queryOf());
    driver.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 31) });
    await flush();
    expect(driver.get().state).toMatchObject({ step: "ACCEPT_PRICE", fresh: { quote: { toAmount: 1900n * 10n ** 18n } } });
    expect(memory.log).toEqual([]);
    driver.dispatch({ type: "PRICE_ACCEPTED" });
    await flush();
    expect(calls).toEqual(["requote", `address:${10n ** 18n}`]);
    expect(memory.log).toEqual([`trade:${(1900n * 10n ** 18n * 9950n) / 10000n}`]);
  });

  it("asks the objective of trading over the daily volume and sends it before the trade", async () => {
    const { driver, calls } = setup({ overLimit: true });
    driver.start(requestOf(), TRADER, queryOf());
    driver.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 1) });
    await flush();
    expect(driver.get().state).toMatchObject({ step: "OBJECTIVE", error: null });
    driver.dispatch({ type: "OBJECTIVE_SUBMITTED", form: { objective: null, reason: "" } });
    expect(driver.get().state).toMatchObject({ step: "OBJECTIVE", error: { code: "OBJECTIVE_REQUIRED" } });
    driver.dispatch({ type: "OBJECTIVE_SUBMITTED", form: { objective: "ARBITRAGE", reason: "" } });
    await flush();
    expect(calls).toEqual([`address:${10n ** 18n}`, "objective:ARBITRAGE"]);
    expect(driver.get().state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
  });

  it("keeps the form with the chain's reason when the trade is refused before sending (slippage)", async () => {
    const { driver, memory, recorded } = setup();
    memory.state.tradeScript = () => errAsync({ code: "CHAIN_SLIPPAGE" } as ChainError);
    driver.start(requestOf(), TRADER, queryOf());
    driver.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 1) });
    await flush();
    expect(driver.get().state).toEqual({ step: "FORM", error: { code: "TRADE_SEND_FAILED", cause: "CHAIN_SLIPPAGE" } });
    expect(recorded).toEqual([]);
  });

  it("shows a failed result and records a fail when a sent trade reverts", async () => {
    const { driver, memory, recorded } = setup();
    memory.state.tradeScript = (_request, options) => {
      memory.sent(options, memory.nextHash());
      return errAsync({ code: "CHAIN_SLIPPAGE", transactionHash: "0x01" } as ChainError);
    };
    driver.start(requestOf(), TRADER, queryOf());
    driver.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 1) });
    await flush();
    expect(driver.get().state).toMatchObject({ step: "RESULT", outcome: "FAIL" });
    expect(driver.get().extras.failure).toBe("CHAIN_SLIPPAGE");
    expect(recorded.map((t) => t.status)).toEqual(["in progress", "fail"]);
  });

  it("drops a re-quote answer once the user closed the step", async () => {
    let release: (() => void) | null = null;
    const fetchQuote: FetchQuote<RateDetails> = () => new Promise((resolve) => (release = () => resolve(ok(quoteOf(1n, 1n)))));
    const { driver, memory } = setup({ fetchQuote });
    driver.start(requestOf(), TRADER, queryOf());
    driver.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 1, 0) });
    expect(driver.get().state.step).toBe("REQUOTING");
    driver.dispatch({ type: "CANCELLED" });
    release!();
    await flush();
    expect(driver.get().state).toEqual({ step: "FORM", error: null });
    expect(memory.log).toEqual([]);
  });
});
