import { errAsync, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { TraderProfile } from "../../account/user";
import type { LocalTrade } from "../sent-trade";
import { chainReverted, type ChainError } from "../../ports/chain.errors";
import type { HistoryApiPort } from "../../ports/history-api.port";
import { FakeClock } from "../../testing/fake-clock";
import type { BestRateAnswer } from "../best-rate";
import type { ExchangeRequest } from "../exchange-flow";
import type { FetchQuote, RateQuery } from "../rate-requester.types";
import type { RateQuote } from "../trade-request";
import { createExchangeFlow } from "./create-exchange-flow";
import { DAI, ETH, USDT, memoryChain, quoteOf } from "../best-rate.test-support";
import { legalOutdated, legalUpToDate } from "../../legal/legal.fixtures";

const ROUTER = "0x00000000000000000000000000000000000000f0" as const;
const ACCOUNT = "0x00000000000000000000000000000000000000aa" as const;
const TRADER: TraderProfile = { isActive: true, kycStatus: "APPROVED", suitabilityTestPoint: 20, knowledgeTestPoint: 8, legal: legalUpToDate };
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How linking an unlinked wallet ends: linked, declined in the wallet, refused by the server. */
type LinkOutcome = "LINKED" | "DECLINED" | "REFUSED";

/** The trading gate's answer: an authorization, a refusal, or no gate signer on the server. */
type GateOutcome = "AUTHORIZED" | "REFUSED" | "REFUSED_LISTED" | "UNAVAILABLE";
const AUTH = { trader: ACCOUNT, authId: 41n, expiry: 1_800_000_000n, signature: "0xabcd" as const };

function setup(options: { overLimit?: boolean; allowances?: Record<string, bigint>; requote?: RateQuote; fetchQuote?: FetchQuote<BestRateAnswer>; link?: LinkOutcome; gate?: GateOutcome } = {}) {
  const clock = new FakeClock();
  const memory = memoryChain(options.allowances);
  const calls: string[] = [];
  // With a link outcome the server does not know the wallet as the trader's until it is linked.
  let linked = options.link === undefined;
  const linkErrors = { DECLINED: { code: "CHAIN_USER_REJECTED" }, REFUSED: { code: "WALLET_LINK_EXPIRED" } } as const;
  const linkWallet = () => {
    calls.push("link");
    if (options.link === "LINKED") linked = true;
    return options.link === "LINKED" || options.link === undefined ? okAsync(undefined) : errAsync(linkErrors[options.link]);
  };
  const reports: string[] = [];
  const reserved: string[] = [];
  const history: Pick<HistoryApiPort, "checkDailyVolume" | "submitTradingObjective" | "reportSentTrade"> = {
    checkDailyVolume: (check) => {
      calls.push(`volume:${check.tokenCode}:${check.amount}:${check.connection}`);
      reserved.push(check.reservationId ?? "none");
      if (!linked) return errAsync({ code: "WALLET_LINK_REQUIRED", status: 403, message: "" });
      return okAsync({ overLimit: options.overLimit ?? false, volumeThb: "0.00" });
    },
    submitTradingObjective: (objective) => (calls.push(`objective:${objective.objective}`), okAsync(undefined)),
    reportSentTrade: (report) => (reports.push(`${report.reservationId}:${report.transactionHash}:${report.fromToken}:${report.fromAmount}`), okAsync(undefined)),
  };
  const recorded: LocalTrade[] = [];
  const flow = createExchangeFlow({
    chain: memory.chain,
    history,
    fetchQuote: options.fetchQuote ?? (async () => (calls.push("requote"), ok(options.requote ?? quoteOf(10n ** 18n, 2000n * 10n ** 18n)))),
    clock,
    wallet: { account: ACCOUNT, connection: "MetaMask", router: ROUTER, network: "hardhat" },
    settings: () => ({ speed: "STD", slippageBps: 50, deadlineMinutes: 20 }),
    recordTrade: (t) => recorded.push(t),
    linkWallet,
    ...(options.gate === undefined
      ? {}
      : {
          gate: {
            authorizeTrade: (r: Readonly<{ trader: string; src: string; dest: string; srcAmount: bigint }>) => {
              calls.push(`authorize:${r.trader}:${r.src}:${r.dest}:${r.srcAmount}`);
              // Each authorization takes the next id, as the server's one sequence gives them.
              if (options.gate === "AUTHORIZED") return okAsync({ ...AUTH, authId: AUTH.authId + BigInt(calls.filter((c) => c.startsWith("authorize")).length - 1) });
              if (options.gate === "REFUSED_LISTED") return errAsync({ code: "TRADE_GATE_REQUIREMENTS_MISSING", status: 403, message: "", details: { missing: ["KNOWLEDGE_TEST", "KYC"] } });
              const code = options.gate === "REFUSED" ? "TRADE_GATE_REQUIREMENTS_MISSING" : "TRADE_GATE_UNAVAILABLE";
              return errAsync({ code, status: options.gate === "REFUSED" ? 403 : 503, message: "" });
            },
          },
        }),
  });
  return { clock, memory, calls, reports, reserved, recorded, flow };
}

function requestOf(from = ETH, to = DAI, quote = quoteOf(10n ** 18n, 2000n * 10n ** 18n), quotedAt = Date.UTC(2026, 0, 15, 3, 0, 0)): ExchangeRequest<BestRateAnswer> {
  return { trade: { from, to, quote, quotedAt }, environment: "local", approvalMode: "UNLIMITED", allowance: null };
}
const queryOf = (from = ETH, to = DAI): RateQuery => ({ from, to, side: "from", amount: 10n ** 18n });

describe("the exchange flow and the day's volume", () => {
  it("reserves the trade's volume under one id per run and reports the sent trade under it", async () => {
    const { flow, reserved, reports } = setup();
    flow.start(requestOf(), TRADER, queryOf());
    flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 10) });
    await flush();
    expect(flow.get().state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
    const [id] = reserved;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reports).toEqual([`${id}:${flow.get().extras.sent[0]}:ETH:${10n ** 18n}`]);
    flow.dispatch({ type: "RESULT_CLOSED" });
    flow.start(requestOf(), TRADER, queryOf());
    flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 20) });
    await flush();
    expect(reserved).toHaveLength(2);
    expect(reserved[1]).not.toBe(id);
  });
});

describe("the exchange flow with a wallet the server does not know as the trader's", () => {
  const confirm = async (link: LinkOutcome) => {
    const setupped = setup({ link });
    setupped.flow.start(requestOf(), TRADER, queryOf());
    setupped.flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 10) });
    await flush();
    return setupped;
  };
  const volume = `volume:ETH:${10n ** 18n}:MetaMask`;

  it("links it by its signed sign-in message, checks the volume again and trades", async () => {
    const { flow, calls, memory } = await confirm("LINKED");
    expect(calls).toEqual([volume, "link", volume]);
    expect(flow.get().state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
    expect(memory.trades).toHaveLength(1);
  });

  it("goes back to the form quietly when the trader declines to sign, and sends nothing", async () => {
    const { flow, calls, memory } = await confirm("DECLINED");
    expect([calls, flow.get().state, memory.trades]).toEqual([[volume, "link"], { step: "FORM", error: null }, []]);
  });

  it("goes back to the form with the server's reason when it refuses the link, and sends nothing", async () => {
    const { flow, memory } = await confirm("REFUSED");
    expect([flow.get().state, memory.trades]).toEqual([{ step: "FORM", error: { code: "WALLET_LINK_FAILED", cause: "WALLET_LINK_EXPIRED" } }, []]);
  });
});

describe("the exchange flow", () => {
  it("asks a visitor to log in, then goes on to confirm once logged in", () => {
    const { flow } = setup();
    flow.start(requestOf(), null, queryOf());
    expect(flow.get().state.step).toBe("LOGIN");
    flow.dispatch({ type: "LOGGED_IN", user: TRADER });
    expect(flow.get().state.step).toBe("CONFIRM");
  });

  it("lists what an ineligible user misses, in the spec's order, and touches nothing", () => {
    const { flow, memory, calls } = setup();
    flow.start(requestOf(), { isActive: false, kycStatus: "VERIFYING", suitabilityTestPoint: null, knowledgeTestPoint: 5, legal: legalUpToDate }, queryOf());
    expect(flow.get().state).toEqual({ step: "ALERT", missing: ["CONFIRM_EMAIL", "KYC", "SUITABILITY_TEST"] });
    expect([memory.log, calls]).toEqual([[], []]);
  });

  it("skips the user checks in the insider environment", () => {
    const { flow } = setup();
    flow.start({ ...requestOf(), environment: "insider" }, { isActive: false, kycStatus: "UNVERIFIED", suitabilityTestPoint: null, knowledgeTestPoint: null, legal: legalOutdated }, queryOf());
    expect(flow.get().state.step).toBe("CONFIRM");
  });

  it("swaps ETH to DAI: volume checked, trade sent with the quote's route, partner, minimum and deadline, history in progress then success", async () => {
    const { flow, calls, memory, recorded, clock } = setup();
    flow.start(requestOf(ETH, DAI, quoteOf(10n ** 18n, 2000n * 10n ** 18n, 0.25, 3)), TRADER, queryOf());
    flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 10) });
    await flush();
    expect(flow.get().state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
    expect(calls).toEqual([`volume:ETH:${10n ** 18n}:MetaMask`]);
    // 2000 DAI less 0.5 % slippage, the partner the quote was made for, 20 minutes from now.
    expect(memory.trades).toEqual([
      {
        src: ETH.address,
        dest: DAI.address,
        route: { kind: "SINGLE", proxyIndex: 1, srcAmount: 10n ** 18n },
        partnerIndex: 3,
        minDestAmount: 1990n * 10n ** 18n,
        deadline: BigInt(Math.floor(clock.now() / 1000) + 20 * 60),
      },
    ]);
    expect(recorded.map((t) => t.status)).toEqual(["in progress", "success"]);
    expect(recorded[1]).toMatchObject({ toAmount: 1990n * 10n ** 18n + 1n, blockNumber: 8, network: "hardhat", walletAddress: ACCOUNT });
    expect(flow.get().extras).toMatchObject({ received: 1990n * 10n ** 18n + 1n, sentAtBlock: 7n, failure: null, result: { trade: { destAmount: 1990n * 10n ** 18n + 1n } } });
  });

  it("approves a token below its allowance first, then confirms", async () => {
    const { flow, memory } = setup({ allowances: { [DAI.address]: 5n } });
    flow.start(requestOf(DAI, ETH, quoteOf(10n ** 18n, 5n * 10n ** 14n)), TRADER, queryOf(DAI, ETH));
    await flush();
    expect(flow.get().state).toMatchObject({ step: "APPROVE", mode: "UNLIMITED" });
    flow.dispatch({ type: "APPROVAL_MODE_CHANGED", mode: "EXACT" });
    flow.dispatch({ type: "APPROVE_CLICKED" });
    await flush();
    expect(memory.log).toEqual(["getAllowances", `approve:${10n ** 18n}`]);
    expect(flow.get().state).toMatchObject({ step: "CONFIRM", request: { allowance: 10n ** 18n } });
    expect(flow.get().extras.sent).toHaveLength(1);
  });

  it("resets a USDT allowance to zero before the new approval, each its own transaction", async () => {
    const { flow, memory } = setup({ allowances: { [USDT.address]: 5n } });
    flow.start(requestOf(USDT, ETH, quoteOf(10_000_000n, 5n * 10n ** 15n)), TRADER, queryOf(USDT, ETH));
    await flush();
    flow.dispatch({ type: "APPROVE_CLICKED" });
    await flush();
    expect(memory.log).toEqual(["getAllowances", "approve:0", `approve:${2n ** 256n - 1n}`]);
    expect(flow.get().state.step).toBe("CONFIRM");
  });

  it("goes back to the form quietly when the wallet refuses the approval", async () => {
    const { flow, memory } = setup();
    memory.state.rejectApprove = true;
    flow.start(requestOf(DAI, ETH), TRADER, queryOf(DAI, ETH));
    await flush();
    flow.dispatch({ type: "APPROVE_CLICKED" });
    await flush();
    expect(flow.get().state).toEqual({ step: "FORM", error: null });
  });

  it("re-quotes a stale quote and asks to accept a worse price before sending", async () => {
    const worse = quoteOf(10n ** 18n, 1900n * 10n ** 18n);
    const { flow, calls, memory } = setup({ requote: worse });
    flow.start(requestOf(), TRADER, queryOf());
    flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 31) });
    await flush();
    expect(flow.get().state).toMatchObject({ step: "ACCEPT_PRICE", fresh: { quote: { toAmount: 1900n * 10n ** 18n } } });
    expect(memory.log).toEqual([]);
    flow.dispatch({ type: "PRICE_ACCEPTED" });
    await flush();
    expect(calls).toEqual(["requote", `volume:ETH:${10n ** 18n}:MetaMask`]);
    expect(memory.log).toEqual([`trade:${(1900n * 10n ** 18n * 9950n) / 10000n}`]);
  });

  it("asks the objective of trading over the daily volume and sends it before the trade", async () => {
    const { flow, calls } = setup({ overLimit: true });
    flow.start(requestOf(), TRADER, queryOf());
    flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 1) });
    await flush();
    expect(flow.get().state).toMatchObject({ step: "OBJECTIVE", error: null });
    flow.dispatch({ type: "OBJECTIVE_SUBMITTED", form: { objective: null, reason: "" } });
    expect(flow.get().state).toMatchObject({ step: "OBJECTIVE", error: { code: "OBJECTIVE_REQUIRED" } });
    flow.dispatch({ type: "OBJECTIVE_SUBMITTED", form: { objective: "ARBITRAGE", reason: "" } });
    await flush();
    expect(calls).toEqual([`volume:ETH:${10n ** 18n}:MetaMask`, "objective:ARBITRAGE"]);
    expect(flow.get().state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
  });

  it("asks the objective anyway when the volume cannot be checked", async () => {
    const { flow } = setup();
    const failing = createExchangeFlow({
      ...{ chain: memoryChain().chain, clock: new FakeClock(), fetchQuote: async () => ok(quoteOf(1n, 1n)), settings: () => ({ speed: "STD", slippageBps: 50, deadlineMinutes: 20 }) },
      history: { checkDailyVolume: () => errAsync({ code: "NETWORK_ERROR", status: null, message: "down" }), submitTradingObjective: () => okAsync(undefined), reportSentTrade: () => okAsync(undefined) },
      wallet: { account: ACCOUNT, connection: "MetaMask", router: ROUTER, network: "hardhat" },
    });
    failing.start(requestOf(), TRADER, queryOf());
    failing.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 1) });
    await flush();
    expect(failing.get().state.step).toBe("OBJECTIVE");
    flow.dispose();
  });

  it("keeps the form with the chain's reason when the trade is refused before sending (slippage)", async () => {
    const { flow, memory, recorded } = setup();
    memory.state.tradeScript = () => errAsync({ code: "CHAIN_SLIPPAGE" } as ChainError);
    flow.start(requestOf(), TRADER, queryOf());
    flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 1) });
    await flush();
    expect(flow.get().state).toEqual({ step: "FORM", error: { code: "TRADE_SEND_FAILED", cause: "CHAIN_SLIPPAGE" } });
    expect(recorded).toEqual([]);
  });

  it("shows a failed result and records a fail when a sent trade reverts", async () => {
    const { flow, memory, recorded } = setup();
    memory.state.tradeScript = (_request, options) => {
      memory.sent(options, memory.nextHash());
      return errAsync({ code: "CHAIN_SLIPPAGE", transactionHash: "0x01" } as ChainError);
    };
    flow.start(requestOf(), TRADER, queryOf());
    flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 1) });
    await flush();
    expect(flow.get().state).toMatchObject({ step: "RESULT", outcome: "FAIL" });
    expect(flow.get().extras.failure).toBe("CHAIN_SLIPPAGE");
    expect(recorded.map((t) => t.status)).toEqual(["in progress", "fail"]);
  });

  it("drops a re-quote answer once the user closed the step", async () => {
    let release: (() => void) | null = null;
    const fetchQuote: FetchQuote<BestRateAnswer> = () => new Promise((resolve) => (release = () => resolve(ok(quoteOf(1n, 1n)))));
    const { flow, memory } = setup({ fetchQuote });
    flow.start(requestOf(), TRADER, queryOf());
    flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 1, 0) });
    expect(flow.get().state.step).toBe("REQUOTING");
    flow.dispatch({ type: "CANCELLED" });
    release!();
    await flush();
    expect(flow.get().state).toEqual({ step: "FORM", error: null });
    expect(memory.log).toEqual([]);
  });
});

describe("the exchange flow and the router's trading gate", () => {
  const send = async (gate: GateOutcome, script?: (s: ReturnType<typeof setup>) => void) => {
    const setupped = setup({ gate });
    script?.(setupped);
    setupped.flow.start(requestOf(), TRADER, queryOf());
    setupped.flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.UTC(2026, 0, 15, 3, 0, 10) });
    await flush();
    await flush();
    return setupped;
  };

  it("asks for the authorization of the wallet, pair and amount right before sending, and sends the trade with it", async () => {
    const { flow, calls, memory } = await send("AUTHORIZED");
    expect(calls.filter((c) => c.startsWith("authorize"))).toEqual([`authorize:${ACCOUNT}:${ETH.address}:${DAI.address}:${10n ** 18n}`]);
    expect(memory.trades).toHaveLength(1);
    expect(memory.trades[0]).toMatchObject({ authorization: AUTH });
    expect(flow.get().state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
  });

  it("sends nothing when the gate refuses with what the account lacks, and alerts with that list in the alert's order", async () => {
    const { flow, memory } = await send("REFUSED_LISTED");
    expect(memory.trades).toHaveLength(0);
    expect(flow.get().state).toEqual({ step: "ALERT", missing: ["KYC", "KNOWLEDGE_TEST"] });
  });

  it("renews an authorization the router finds expired before the trade is sent, once, and sends the trade with the new one", async () => {
    const { flow, calls, memory } = await send("AUTHORIZED", ({ memory: m }) => {
      m.state.tradeScript = (request) => (request.authorization?.authId === AUTH.authId ? errAsync(chainReverted("RouterAuthorizationExpired")) : null);
    });
    expect(calls.filter((c) => c.startsWith("authorize"))).toHaveLength(2);
    expect(memory.trades.map((t) => t.authorization?.authId)).toEqual([AUTH.authId, AUTH.authId + 1n]);
    expect(flow.get().state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
  });

  it("renews an expired authorization only once: a second expiry goes back to the form with the router's reason", async () => {
    const { flow, calls, memory } = await send("AUTHORIZED", ({ memory: m }) => {
      m.state.tradeScript = () => errAsync(chainReverted("RouterAuthorizationExpired"));
    });
    expect(calls.filter((c) => c.startsWith("authorize"))).toHaveLength(2);
    expect(memory.trades).toHaveLength(2);
    expect(flow.get().state.step).toBe("FORM");
    expect(flow.get().extras.failure).toBe("CHAIN_REVERTED");
  });

  it("sends nothing when the gate refuses, and shows why on the form", async () => {
    const { flow, memory } = await send("REFUSED");
    expect(memory.trades).toHaveLength(0);
    expect(flow.get().state.step).toBe("FORM");
    expect(flow.get().extras.failure).toBe("TRADE_GATE_REQUIREMENTS_MISSING");
  });

  it("sends without an authorization when the server has no gate signer (a router with its gate off takes it)", async () => {
    const { memory } = await send("UNAVAILABLE");
    expect(memory.trades).toHaveLength(1);
    expect(memory.trades[0]).not.toHaveProperty("authorization");
  });
});
