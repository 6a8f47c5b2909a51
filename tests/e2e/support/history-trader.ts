/**
 * A trader with many trades, made quickly and the same way every run: a wallet of its own (not
 * one of the stack's funded accounts, which other tests use), given ETH with hardhat_setBalance,
 * swapping straight through the router (each trade with the operator's authorization: the trades
 * stand in for past ones), linked to a test account, and indexed by the server.
 */
import { Contract, JsonRpcProvider, Wallet, keccak256, parseEther, toBeHex, toUtf8Bytes } from "ethers";
import { createApiClient } from "../../../adapters/http-client/api-client";
import { linkKeyWallet } from "../../support/key-wallet";
import { createHistoryApi } from "../../../adapters/http-client/history.client";
import { expect } from "@playwright/test";
import { historyQuery } from "../../../core/history/history-query";
import { bangkokIsoDate } from "../../../core/shared/bangkok-time";
import type { TradeHistoryItem } from "../../../core/history/trade-history";
import type { Hash } from "../../../core/ports/chain.port";
import { ROUTER_ABI as ROUTER_ABI_OF_ADAPTERS } from "../../../adapters/chain/shared/abi";
import { operatorAuthorization } from "./trade-gate";
import { deploymentInfo, stackInfo } from "./stack-info";

const ROUTER_ABI = ROUTER_ABI_OF_ADAPTERS.filter((f) => f.startsWith("function trade("));

/**
 * The history trader's key, derived from the account it trades for: the same account always gets
 * the same wallet, and a new account (a retried test file makes one) a wallet nobody has linked yet.
 */
export function historyTraderKey(accountId: string): string {
  return keccak256(toUtf8Bytes(`kul-swap e2e history trader ${accountId}`));
}

/** Swaps to make: `count` trades of `eth` ETH each for the token `to`. */
export type SwapPlan = readonly Readonly<{ to: string; count: number; eth: string }>[];

/** A trade the wallet made, as the chain recorded it. */
export type MadeTrade = Readonly<{ hash: string; blockTimestamp: number }>;

const historyApi = (token: string) => createHistoryApi(createApiClient({ baseUrl: `${stackInfo().api}/v1/api`, getToken: () => token }));

/**
 * Links the history trader's wallet of `accountId` to the account holding `token`, on the wallet's
 * signed sign-in message as the app does when a wallet connects. The one place the tests link a
 * wallet outside the browser.
 */
export async function linkWalletToAccount(token: string, accountId: string): Promise<void> {
  await linkKeyWallet(historyApi(token), historyTraderKey(accountId) as Hash);
}

/**
 * Funds the history trader's wallet of `accountId` with 100 ETH and sends the planned swaps, each
 * authorized by the operator, through the router's deep venue one after the other (nonces counted here, receipts awaited at the end).
 */
export async function makeTrades(accountId: string, plan: SwapPlan): Promise<{ address: string; trades: MadeTrade[] }> {
  const deployment = deploymentInfo();
  const provider = new JsonRpcProvider(stackInfo().rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  try {
    const wallet = new Wallet(historyTraderKey(accountId), provider);
    await provider.send("hardhat_setBalance", [wallet.address, toBeHex(parseEther("100"))]);
    const router = new Contract(deployment.router, ROUTER_ABI, wallet);
    const venue = deployment.venues[0];
    const eth = deployment.ethAddress;
    if (venue === undefined || eth === undefined) throw new Error("the deployment has no venue or ETH placeholder");
    const latest = await provider.getBlock("latest");
    const deadline = (latest?.timestamp ?? 0) + 3600;
    let nonce = await provider.getTransactionCount(wallet.address, "pending");
    const sent = [];
    for (const { to, count, eth: amount } of plan) {
      const dest = deployment.tokens?.[to]?.address;
      if (dest === undefined) throw new Error(`the deployment has no token ${to}`);
      for (let i = 0; i < count; i++) {
        const value = parseEther(amount);
        const auth = await operatorAuthorization({ trader: wallet.address, src: eth, dest, srcAmount: value, expiry: BigInt(deadline) });
        sent.push(await router.getFunction("trade")(venue.tradingProxyIndex, eth, value, dest, 0n, 0n, deadline, auth, { value, nonce: nonce++, gasLimit: 400_000n }));
      }
    }
    const trades: MadeTrade[] = [];
    for (const tx of sent) {
      const receipt = await tx.wait();
      if (receipt?.status !== 1) throw new Error(`trade ${tx.hash} failed`);
      const block = await provider.getBlock(receipt.blockNumber);
      trades.push({ hash: tx.hash.toLowerCase(), blockTimestamp: block?.timestamp ?? 0 });
    }
    return { address: wallet.address, trades };
  } finally {
    provider.destroy();
  }
}

/** Every trade of the account in the Bangkok days `startDate`..`endDate`, all pages, newest first. */
export async function serverTrades(token: string, startDate: string, endDate: string): Promise<TradeHistoryItem[]> {
  const found: TradeHistoryItem[] = [];
  let key: string | undefined;
  do {
    const query = historyQuery({ startDate, endDate }, Date.now(), key);
    if (query.isErr()) throw new Error(`history query: ${query.error.code}`);
    const page = await historyApi(token).tradeHistory(query.value);
    if (page.isErr()) throw new Error(`trade history: ${JSON.stringify(page.error)}`);
    found.push(...page.value.results);
    key = page.value.lastEvaluatedKey ?? undefined;
  } while (key !== undefined);
  return found;
}

/** Waits (by asking the server, never a fixed sleep) until the account's history lists every one of `trades`. */
export async function waitUntilIndexed(token: string, trades: readonly MadeTrade[]): Promise<void> {
  const days = trades.map((t) => bangkokIsoDate(t.blockTimestamp * 1000)).sort();
  const wanted = trades.map((t) => t.hash).sort();
  await expect
    .poll(async () => (await serverTrades(token, days[0]!, days[days.length - 1]!)).map((t) => t.transactionHash.toLowerCase()).filter((h) => wanted.includes(h)).sort(), { timeout: 60_000 })
    .toEqual(wanted);
}
