/**
 * The daily-volume rule under quick trades, through what the web card and `kul swap` both run:
 * the core exchange flow (createExchangeFlow) over the HTTP history port (createHistoryApi)
 * against the real server. The indexer never runs here: the trades count because the flow
 * reserves their volume at the check and reports them when sent.
 */
import { ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { createHistoryApi } from "../../adapters/http-client/history.client";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import type { TraderProfile } from "../../core/account/user";
import { legalUpToDate } from "../../core/legal/legal.fixtures";
import { DAI, ETH, memoryChain, quoteOf } from "../../core/exchange/best-rate.test-support";
import type { ExchangeRequest } from "../../core/exchange/exchange-flow";
import type { FlowStep } from "../../core/exchange/exchange-flow.types";
import type { BestRateAnswer } from "../../core/exchange/best-rate";
import { createExchangeFlow, type ExchangeFlow } from "../../core/exchange/use-cases/create-exchange-flow";
import type { HistoryApiPort } from "../../core/ports/history-api.port";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";
import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { OPEN_CAMPAIGN } from "./history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

const NOW = 1_767_225_600_000; // 2026-01-01 07:00 Bangkok
const ACCOUNT = "0x00000000000000000000000000000000000000aa" as const;
const ROUTER = "0x00000000000000000000000000000000000000f0" as const;
const TRADER: TraderProfile = { isActive: true, kycStatus: "APPROVED", suitabilityTestPoint: 20, knowledgeTestPoint: 8, legal: legalUpToDate };
// 20 ETH at 3,000 USD and 33 THB per USD: 1,980,000 Baht. Two make 3,960,000; a third passes 5,000,000.
const TWENTY_ETH = 20n * 10n ** 18n;

const prices = createFixedTradePrices([
  { ...ETH, usdPrice: "3000" },
  { ...DAI, usdPrice: "1" },
]);

type OpenedTrades = Readonly<{ trades: TradeStoragePort; close: () => Promise<void> }>;
const STORAGES: readonly (readonly [string, () => Promise<OpenedTrades>])[] = [
  ["memory", async () => ({ trades: createMemoryTradeStorage(), close: async () => undefined })],
  ["PGlite", async () => openPgliteStorage()],
];

/** Resolves once the flow reaches one of `steps` (it is driven by answers, not by time). */
function reach(flow: ExchangeFlow, steps: readonly FlowStep[]): Promise<FlowStep> {
  return new Promise((resolve) => {
    const check = () => {
      const step = flow.get().state.step;
      if (steps.includes(step)) {
        stop();
        resolve(step);
      }
    };
    const stop = flow.subscribe(check);
    check();
  });
}

const request = (quotedAt: number): ExchangeRequest<BestRateAnswer> => ({
  trade: { from: ETH, to: DAI, quote: quoteOf(TWENTY_ETH, 59_000n * 10n ** 18n), quotedAt },
  environment: "local",
  approvalMode: "UNLIMITED",
  allowance: null,
});

describe.each(STORAGES)("the daily-volume objective under quick trades (%s trade storage)", (_name, open) => {
  let server: TestServer;
  let opened: OpenedTrades;
  let trades: TradeStoragePort;

  beforeAll(async () => {
    opened = await open();
    trades = opened.trades;
    server = await startTestServer({ deps: { history: { trades, prices, campaign: OPEN_CAMPAIGN }, clock: { now: () => NOW } } });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await opened.close();
  });

  /** A signed-in trader whose wallet is linked (as a signed link leaves it) and the history port the front doors use. */
  async function trader(wallet: string = ACCOUNT): Promise<Readonly<{ userId: string; history: HistoryApiPort }>> {
    const signed = await signInTestUser(server.deps);
    expect((await trades.linkWallet({ address: wallet, userId: signed.user.id, connectionType: "MetaMask", updatedAt: NOW })).isOk()).toBe(true);
    return { userId: signed.user.id, history: createHistoryApi(server.clientWithToken(signed.token)) };
  }

  it("asks the third of three trades sent before any is indexed, and not the fourth once the objective is filed", async () => {
    const { history, userId } = await trader();
    const chain = memoryChain();
    const flow = createExchangeFlow({
      chain: chain.chain,
      history,
      fetchQuote: async () => ok(quoteOf(TWENTY_ETH, 59_000n * 10n ** 18n)),
      clock: { now: () => NOW },
      wallet: { account: ACCOUNT, connection: "MetaMask", router: ROUTER, network: "hardhat" },
      settings: () => ({ speed: "STD", slippageBps: 50, deadlineMinutes: 20 }),
    });
    const swap = async (): Promise<readonly FlowStep[]> => {
      const steps: FlowStep[] = [];
      const stop = flow.subscribe(() => void steps.push(flow.get().state.step));
      flow.start(request(NOW), TRADER, { from: ETH, to: DAI, side: "from", amount: TWENTY_ETH });
      flow.dispatch({ type: "CONFIRM_CLICKED", now: NOW + 1_000 });
      if ((await reach(flow, ["OBJECTIVE", "RESULT"])) === "OBJECTIVE") flow.dispatch({ type: "OBJECTIVE_SUBMITTED", form: { objective: "ARBITRAGE", reason: "" } });
      await reach(flow, ["RESULT"]);
      expect(flow.get().state).toMatchObject({ step: "RESULT", outcome: "SUCCESS" });
      flow.dispatch({ type: "RESULT_CLOSED" });
      stop();
      return steps;
    };

    expect(await swap()).not.toContain("OBJECTIVE");
    expect(await swap()).not.toContain("OBJECTIVE");
    expect(await swap()).toContain("OBJECTIVE");
    expect((await trades.listObjectives(userId))._unsafeUnwrap()).toHaveLength(1);
    expect(await swap()).not.toContain("OBJECTIVE");
    flow.dispose();
    expect(chain.trades).toHaveLength(4);

    // Nothing was indexed, yet the day counts the four trades sent (valued by the server).
    const today = await history.checkDailyVolume({ address: ACCOUNT, connection: "MetaMask", tokenCode: "ETH", amount: 0n });
    expect(today._unsafeUnwrap().volumeThb).toBe("7920000.00");
  });

  it("counts a sent trade once when the indexer finds it: matched by its hash", async () => {
    const wallet = "0x00000000000000000000000000000000000000ab";
    const { history } = await trader(wallet);
    const hash = `0x${"c".repeat(64)}`;
    const check = { address: wallet, connection: "MetaMask", tokenCode: "ETH", amount: TWENTY_ETH, reservationId: "reservation-1" } as const;
    expect((await history.checkDailyVolume(check))._unsafeUnwrap()).toEqual({ overLimit: false, volumeThb: "1980000.00" });
    const report = { reservationId: "reservation-1", transactionHash: hash, walletAddress: wallet, fromToken: "ETH", toToken: "DAI", fromAmount: TWENTY_ETH, toAmount: 1n } as const;
    expect(await history.reportSentTrade(report)).toEqual(ok(undefined));
    expect(await history.reportSentTrade({ ...report, reservationId: "reservation-2" })).toEqual(ok(undefined));
    const volume = async () => (await history.checkDailyVolume({ address: wallet, connection: "MetaMask", tokenCode: "ETH", amount: 0n }))._unsafeUnwrap().volumeThb;
    expect(await volume()).toBe("1980000.00");
    const indexed = {
      transactionHash: hash,
      logIndex: 0,
      blockNumber: 7n,
      blockTimestamp: NOW / 1000,
      trader: wallet,
      fromToken: ETH,
      toToken: DAI,
      srcAmount: TWENTY_ETH,
      destAmount: 59_000n * 10n ** 18n,
      fee: 0n,
      usdCents: 5_900_000n,
      thbSatang: 194_700_000n,
    };
    expect((await trades.saveScan({ indexer: "router-trades", trades: [indexed], lastBlock: 7n })).isOk()).toBe(true);
    expect(await volume()).toBe("1947000.00");
  });

  it("lets only the concurrent checks under the limit pass: each reservation sees the ones before it", async () => {
    const wallet = "0x00000000000000000000000000000000000000ac";
    const { history } = await trader(wallet);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => history.checkDailyVolume({ address: wallet, connection: "MetaMask", tokenCode: "ETH", amount: TWENTY_ETH, reservationId: `parallel-${n}` })),
    );
    const results = answers.map((a) => a._unsafeUnwrap());
    expect(results.filter((r) => !r.overLimit)).toHaveLength(2);
    expect(results.map((r) => r.volumeThb).sort()).toEqual(["1980000.00", "3960000.00", "5940000.00", "7920000.00", "9900000.00"]);
  });

  it("refuses a sent trade from a wallet that is not the caller's", async () => {
    const { history } = await trader("0x00000000000000000000000000000000000000ad");
    const report = {
      reservationId: "reservation-9",
      transactionHash: `0x${"d".repeat(64)}`,
      walletAddress: "0x00000000000000000000000000000000000000ae",
      fromToken: "ETH",
      toToken: "DAI",
      fromAmount: 1n,
      toAmount: 1n,
    } as const;
    expect((await history.reportSentTrade(report))._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "WALLET_LINK_REQUIRED" });
  });
});
