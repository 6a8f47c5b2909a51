import type { LocalTrade, TradeAsset } from "../../../../core/history/local-history";
import type { Address, ChainPort } from "../../../../core/ports/chain.port";
import type { ClockPort } from "../../../../core/ports/clock.port";
import type { HistoryScope, KeyValueStorage, TradeHistoryStore } from "./trade-history-store";

/** The first scan looks back this many blocks (about 30 days of mainnet blocks: the history's own lifetime). */
export const FIRST_SCAN_BLOCKS = 216_000n;

/** Where the last block already scanned for a network and wallet is kept (spec 1: "latest notified block height"). */
export function scannedBlockKey(scope: HistoryScope): string {
  return `latestNotifiedBlock:${scope.network}:${scope.walletAddress.toLowerCase()}`;
}

/** What the sync needs: the store, the chain, storage for the scanned height, the clock, and the listed tokens. */
export type ChainSyncDeps = Readonly<{
  store: TradeHistoryStore;
  chain: Pick<ChainPort, "getTradeEvents" | "getBlockNumber" | "getBlockTimestamp">;
  storage: KeyValueStorage;
  clock: ClockPort;
  /** Listed tokens by address (lower case), for codes and decimals. */
  tokens: ReadonlyMap<string, TradeAsset>;
}>;

/**
 * Finds the wallet's router trades on chain since the last scan and records them as successful
 * (spec 1 section 4): trades made in another tab or app, or left pending by a closed one, each
 * dated by its block's time (the bell lists them by when they happened, not when they were
 * found). Unknown tokens are recorded by address. Returns how many trades were found.
 * @example await syncChainTrades({ store, chain, storage: localStorage, clock, tokens }, scope)
 */
export async function syncChainTrades(deps: ChainSyncDeps, scope: HistoryScope): Promise<number> {
  const key = scannedBlockKey(scope);
  const latest = await deps.chain.getBlockNumber();
  if (latest.isErr()) return 0;
  const stored = /^\d+$/.test(deps.storage.getItem(key) ?? "") ? BigInt(deps.storage.getItem(key)!) : null;
  const from = stored !== null ? stored + 1n : latest.value > FIRST_SCAN_BLOCKS ? latest.value - FIRST_SCAN_BLOCKS : 0n;
  if (from > latest.value) return 0;
  const events = await deps.chain.getTradeEvents(scope.walletAddress as Address, from);
  if (events.isErr()) return 0;
  const asset = (address: string): TradeAsset => deps.tokens.get(address.toLowerCase()) ?? { address, code: address, decimal: 18 };
  const known = new Map(deps.store.read(scope).items.map((t) => [t.transactionHash.toLowerCase(), t]));
  const blockTimes = new Map<bigint, number>();
  for (const event of events.value) {
    if (known.has(event.transactionHash.toLowerCase()) || blockTimes.has(event.blockNumber)) continue;
    const seconds = await deps.chain.getBlockTimestamp(event.blockNumber);
    // A node that cannot say leaves the trade dated when it was found, as the best known bound.
    blockTimes.set(event.blockNumber, seconds.isOk() ? seconds.value * 1000 : deps.clock.now());
  }
  for (const event of events.value) {
    const mine = known.get(event.transactionHash.toLowerCase());
    const trade: LocalTrade = {
      transactionHash: event.transactionHash,
      status: "success",
      fromAsset: mine?.fromAsset ?? asset(event.srcAsset),
      toAsset: mine?.toAsset ?? asset(event.destAsset),
      fromAmount: event.srcAmount,
      toAmount: event.destAmount,
      blockNumber: Number(event.blockNumber),
      // One already known keeps its own date (when it was sent from this app).
      timestamp: mine?.timestamp ?? blockTimes.get(event.blockNumber) ?? deps.clock.now(),
      type: "TRADING",
      network: scope.network,
      walletAddress: scope.walletAddress,
    };
    deps.store.push(scope, trade);
  }
  const last = events.value.reduce((max, e) => (e.blockNumber > max ? e.blockNumber : max), latest.value);
  deps.storage.setItem(key, last.toString());
  return events.value.length;
}
