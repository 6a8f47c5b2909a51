// The trading gate's server for integration tests: a test server signing with a throwaway gate key for one
// router on the local chain, fixed ETH and DAI prices, and traders signed in with a proven key wallet.
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { createHistoryApi } from "../../adapters/http-client/history.client";
import { createTradeGateApi } from "../../adapters/http-client/trade-gate.client";
import { createLocalTradeGateSigner } from "../../adapters/chain/viem/viem-trade-gate-signer";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import type { Address } from "../../core/ports/chain.port";
import type { ClockPort } from "../../core/ports/clock.port";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";
import { keyWallet, linkKeyWallet } from "../support/key-wallet";
import { OPEN_CAMPAIGN } from "./history-fixtures";
import { acceptCurrentLegal, signInTestUser, startTestServer, type TestServer } from "./server-harness";

/** A throwaway gate key (test use only) and the router its authorizations name. */
export const GATE_KEY = "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba";
export const ROUTER = "0x5FbDB2315678afecb367f032d93F642f64180aa3" as Address;
export const ETH = { address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee" as Address, code: "ETH", decimals: 18 };
export const DAI = { address: "0x00000000000000000000000000000000000000d1" as Address, code: "DAI", decimals: 18 };
/** What an account needs before the gate signs for it. */
export const ELIGIBLE = { kycStatus: "APPROVED", suitabilityTestPoint: 20, knowledgeTestPoint: 8 } as const;

/** The server with the gate on over `trades`, at the clock's time. */
export async function startGateServer(clock: ClockPort, trades: TradeStoragePort = createMemoryTradeStorage()): Promise<TestServer> {
  const signer = createLocalTradeGateSigner({ privateKey: GATE_KEY, chainId: 31337, router: ROUTER });
  const prices = createFixedTradePrices([
    { ...ETH, usdPrice: "3000" },
    { ...DAI, usdPrice: "1" },
  ]);
  return startTestServer({ deps: { history: { trades, prices, campaign: OPEN_CAMPAIGN }, clock, tradeGate: signer } });
}

/** A signed-in account with `fields`, the current legal documents accepted and, unless `key` is null, the wallet of `key` proven. */
export async function gateTrader(server: TestServer, fields: Partial<Parameters<typeof signInTestUser>[1]>, key: `0x${string}` | null) {
  const signed = await signInTestUser(server.deps, { ...fields });
  await acceptCurrentLegal(server.deps, signed.user.id);
  const client = server.clientWithToken(signed.token);
  if (key !== null) await linkKeyWallet(createHistoryApi(client), key);
  return { ...signed, gate: createTradeGateApi(client), wallet: key === null ? null : keyWallet(key).address };
}

/** One ether for DAI, for `wallet`. */
export const ethForDai = (wallet: Address, srcAmount = 10n ** 18n) => ({ trader: wallet, src: ETH.address, dest: DAI.address, srcAmount });

/** An API failure's status, code and details. */
export const failure = (result: { _unsafeUnwrapErr(): { status: number | null; code: string; details?: unknown } }) => {
  const { status, code, details } = result._unsafeUnwrapErr();
  return { status, code, details };
};
