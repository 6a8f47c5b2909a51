import { errAsync, okAsync } from "neverthrow";
import type {
  LinkedTrade,
  TradeKey,
  TradeRecord,
  TradeStoragePort,
  TradingObjectiveRecord,
  WalletRecord,
  SentTradeRecord,
} from "../../../core/ports/trade-storage.port";
import type { TradeAuthorizationRecord, TraderFreezeRecord } from "../../../core/ports/trade-gate.port";
import type { WalletNonceRecord } from "../../../core/ports/wallet-link.port";
import { storageConflict } from "../storage-errors";

const tradeKey = (t: Pick<TradeRecord, "transactionHash" | "logIndex">) => `${t.transactionHash.toLowerCase()}:${t.logIndex}`;

/** Newest first: higher block first, then higher log index. */
const newestFirst = (a: TradeKey, b: TradeKey) =>
  a.blockNumber === b.blockNumber ? b.logIndex - a.logIndex : a.blockNumber > b.blockNumber ? -1 : 1;

const isAfter = (t: TradeKey, key: TradeKey) => newestFirst(key, t) < 0;

const lower = (trade: TradeRecord): TradeRecord =>
  Object.freeze({
    ...trade,
    transactionHash: trade.transactionHash.toLowerCase(),
    trader: trade.trader.toLowerCase(),
    fromToken: Object.freeze({ ...trade.fromToken, address: trade.fromToken.address.toLowerCase() }),
    toToken: Object.freeze({ ...trade.toToken, address: trade.toToken.address.toLowerCase() }),
  });

/**
 * Trade storage in process memory, same behaviour as the SQL one
 * (tests/conformance/trade-storage.behavior.ts). Every method finishes synchronously, so a
 * scan batch is atomic without a journal.
 * @example const trades = createMemoryTradeStorage(); await trades.getCursor("router");
 */
export function createMemoryTradeStorage(): TradeStoragePort {
  const wallets = new Map<string, WalletRecord>();
  const trades = new Map<string, TradeRecord>();
  const cursors = new Map<string, bigint>();
  const objectives = new Map<string, TradingObjectiveRecord>();
  const nonces = new Map<string, WalletNonceRecord>();
  /** Reservations (no hash) and sent trades by `${userId}\u0000${id}`, like the SQL sent_trades table. */
  type Pending = Readonly<{ userId: string; id: string; thbSatang: bigint; createdAt: number; expiresAt: number | null; sent: SentTradeRecord | null }>;
  const pending = new Map<string, Pending>();
  const pendingKey = (userId: string, id: string) => `${userId}\u0000${id}`;
  const authorizations: TradeAuthorizationRecord[] = [];
  const freezes = new Map<string, TraderFreezeRecord>();

  const storage: TradeStoragePort = {
    saveWallet(wallet) {
      const address = wallet.address.toLowerCase();
      const owner = wallets.get(address);
      if (owner && owner.userId !== wallet.userId) return errAsync(storageConflict("wallets.address taken"));
      const saved = Object.freeze({ ...wallet, address });
      wallets.delete(address);
      wallets.set(address, saved);
      return okAsync(saved);
    },
    linkWallet(wallet) {
      const saved = Object.freeze({ ...wallet, address: wallet.address.toLowerCase() });
      wallets.delete(saved.address);
      wallets.set(saved.address, saved);
      return okAsync(saved);
    },
    addWalletNonce(record) {
      if (nonces.has(record.nonce)) return errAsync(storageConflict("wallet_nonces.nonce taken"));
      nonces.set(record.nonce, Object.freeze({ ...record, usedAt: null }));
      return okAsync(undefined);
    },
    useWalletNonce(nonce, userId, now) {
      const found = nonces.get(nonce);
      if (!found || found.userId !== userId || found.usedAt !== null || found.expiresAt <= now) return okAsync(false);
      nonces.set(nonce, Object.freeze({ ...found, usedAt: now }));
      return okAsync(true);
    },
    findWallet: (address) => okAsync(wallets.get(address.toLowerCase()) ?? null),
    listWallets: (userId) =>
      okAsync(
        [...wallets.values()]
          .reverse()
          .filter((w) => w.userId === userId)
          .sort((a, b) => b.updatedAt - a.updatedAt),
      ),
    saveScan({ indexer, trades: batch, authorizationEvents = [], lastBlock }) {
      let added = 0;
      for (const trade of batch) {
        const key = tradeKey(trade);
        if (trades.has(key)) continue;
        trades.set(key, lower(trade));
        added += 1;
      }
      for (const { kind, authId, ...where } of authorizationEvents) {
        const i = authorizations.findIndex((a) => a.authId === authId);
        const field = kind === "USED" ? "use" : "cancellation";
        const current = authorizations[i];
        if (current === undefined || current[field] !== null) continue;
        authorizations[i] = Object.freeze({ ...current, [field]: Object.freeze({ ...where, transactionHash: where.transactionHash.toLowerCase() }) });
      }
      cursors.set(indexer, lastBlock);
      return okAsync(added);
    },
    getCursor: (indexer) => okAsync(cursors.get(indexer) ?? null),
    listTrades(query) {
      const traders = new Set(query.traders.map((t) => t.toLowerCase()));
      const start = query.exclusiveStartKey;
      const matching = [...trades.values()]
        .filter(
          (t) =>
            traders.has(t.trader) &&
            t.blockTimestamp >= query.startTimestamp &&
            t.blockTimestamp <= query.endTimestamp &&
            (query.fromToken === undefined || t.fromToken.code === query.fromToken) &&
            (query.toToken === undefined || t.toToken.code === query.toToken) &&
            (start === undefined || isAfter(t, start)),
        )
        .sort(newestFirst);
      const limit = Math.max(0, query.limit);
      const page = matching.slice(0, limit);
      const last = page.at(-1);
      const more = matching.length > limit && last !== undefined;
      return okAsync({ trades: page, lastEvaluatedKey: more ? { blockNumber: last.blockNumber, logIndex: last.logIndex } : null });
    },
    listUserTrades(userId, query) {
      const traders = [...wallets.values()].filter((w) => w.userId === userId).map((w) => w.address);
      return storage.listTrades({ ...query, traders });
    },
    listLinkedTrades({ startTimestamp, endTimestamp, maxBlockNumber }) {
      const linked: LinkedTrade[] = [...trades.values()]
        .filter((t) => t.blockTimestamp >= startTimestamp && t.blockTimestamp <= endTimestamp && t.blockNumber <= maxBlockNumber)
        .sort(newestFirst)
        .map((trade) => ({ trade, userId: wallets.get(trade.trader)?.userId ?? null }));
      return okAsync(linked);
    },
    issueTradeAuthorization(record) {
      // Ids start at 1, as the SQL identity does.
      const issued = Object.freeze({ ...record, authId: BigInt(authorizations.length + 1), use: null, cancellation: null });
      authorizations.push(issued);
      return okAsync(issued);
    },
    listTradeAuthorizations(userId) {
      return okAsync(authorizations.filter((a) => a.userId === userId).reverse());
    },
    countTradeAuthorizations({ start, end }) {
      const inRange = (ms: number) => ms >= start && ms < end;
      return okAsync({
        issued: authorizations.filter((a) => inRange(a.issuedAt)).length,
        used: authorizations.filter((a) => a.use !== null && inRange(a.use.blockTimestamp * 1000)).length,
      });
    },
    freezeTrader({ userId, by, at }) {
      const frozen = Object.freeze({ userId, frozen: true, frozenBy: by, frozenAt: at, unfrozenBy: null, unfrozenAt: null });
      freezes.set(userId, frozen);
      return okAsync(frozen);
    },
    unfreezeTrader({ userId, by, at }) {
      const current = freezes.get(userId);
      if (current === undefined) return okAsync(null);
      const ended = Object.freeze({ ...current, frozen: false, unfrozenBy: by, unfrozenAt: at });
      freezes.set(userId, ended);
      return okAsync(ended);
    },
    findTraderFreeze: (userId) => okAsync(freezes.get(userId) ?? null),
    addObjective(objective) {
      if (objectives.has(objective.id)) return errAsync(storageConflict("trading_objectives.id taken"));
      objectives.set(objective.id, Object.freeze({ ...objective }));
      return okAsync(undefined);
    },
    // Each call runs to its end synchronously: one reservation is never interleaved with another.
    reserveDailyVolume(r, day) {
      const own = new Set([...wallets.values()].filter((w) => w.userId === r.userId).map((w) => w.address));
      const from = Math.ceil(day.start / 1000);
      const to = Math.ceil(day.end / 1000) - 1;
      const indexedHashes = new Set([...trades.values()].map((t) => t.transactionHash));
      let prior = 0n;
      for (const t of trades.values()) if (own.has(t.trader) && t.blockTimestamp >= from && t.blockTimestamp <= to) prior += t.thbSatang;
      const key = pendingKey(r.userId, r.id);
      for (const [k, p] of pending) {
        if (p.userId !== r.userId || p.createdAt < day.start || p.createdAt >= day.end) continue;
        if (p.sent === null ? k !== key && p.expiresAt !== null && p.expiresAt > r.createdAt : !indexedHashes.has(p.sent.transactionHash)) prior += p.thbSatang;
      }
      if (pending.get(key)?.sent == null) pending.set(key, Object.freeze({ userId: r.userId, id: r.id, thbSatang: r.thbSatang, createdAt: r.createdAt, expiresAt: r.expiresAt, sent: null }));
      return okAsync(prior);
    },
    recordSentTrade(t) {
      const hash = t.transactionHash.toLowerCase();
      if ([...pending.values()].some((p) => p.sent?.transactionHash === hash)) return okAsync(undefined);
      const key = pendingKey(t.userId, t.id);
      if (pending.get(key)?.sent != null) return okAsync(undefined);
      const sent = Object.freeze({ ...t, transactionHash: hash, trader: t.trader.toLowerCase() });
      pending.set(key, Object.freeze({ userId: t.userId, id: t.id, thbSatang: t.thbSatang, createdAt: t.sentAt, expiresAt: null, sent }));
      return okAsync(undefined);
    },
    listObjectives: (userId) =>
      okAsync([...objectives.values()].reverse().filter((o) => o.userId === userId).sort((a, b) => b.createdAt - a.createdAt)),
  };
  return storage;
}
