import { and, desc, eq, exists, gt, gte, inArray, isNotNull, isNull, lt, lte, not, or, sql, type SQL } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { TradePage, TradeQuery, TradeRecord, TradeStoragePort, TradingObjectiveRecord, WalletRecord } from "../../../core/ports/trade-storage.port";
import { storageConflict } from "../storage-errors";
import { hasNul, unstorableText } from "../text-rules";
import type { TradeAuthorizationRecord, TraderFreezeRecord } from "../../../core/ports/trade-gate.port";
import { indexerCursors, sentTrades, tradeAuthorizations, traderFreezes, trades, tradingObjectives, wallets } from "./schema";
import { preparedOnce, query, type SqlDb } from "./sql-errors";
import { fromTradeJson, fromTradeRow, toTradeRow, tradeJson, type TradeJson } from "./sql-trade-rows";
import { createSqlWalletLinks, walletColumns } from "./sql-wallet-links";

// A multi-row INSERT binds one parameter per column; PostgreSQL allows 65,535 per statement.
const INSERT_CHUNK = 1_000;

const newestFirst = [desc(trades.blockNumber), desc(trades.logIndex)];

const toObjective = (r: typeof tradingObjectives.$inferSelect): TradingObjectiveRecord => ({
  id: r.id,
  userId: r.userId,
  objective: r.objective,
  reason: r.reason,
  fromToken: r.fromToken,
  fromTokenAmount: BigInt(r.fromTokenAmount),
  createdAt: r.createdAt,
});

const toAuthorization = (r: typeof tradeAuthorizations.$inferSelect): TradeAuthorizationRecord => {
  const { usedTxHash, usedBlock, usedAt, cancelledTxHash, cancelledBlock, cancelledAt, ...rest } = r;
  return {
    ...rest,
    srcAmount: BigInt(r.srcAmount),
    use: usedTxHash !== null && usedBlock !== null && usedAt !== null ? { transactionHash: usedTxHash, blockNumber: usedBlock, blockTimestamp: usedAt } : null,
    cancellation:
      cancelledTxHash !== null && cancelledBlock !== null && cancelledAt !== null ? { transactionHash: cancelledTxHash, blockNumber: cancelledBlock, blockTimestamp: cancelledAt } : null,
  };
};

const toFreeze = (r: typeof traderFreezes.$inferSelect): TraderFreezeRecord => ({ ...r });

/**
 * Wallets, indexed trades, the indexer's cursor and objectives of trading in SQL. An event is
 * stored once by the primary key (transaction hash, log index) with ON CONFLICT DO NOTHING, so
 * a replayed or concurrent scan never duplicates it; a scan's trades and cursor commit together.
 * @example const trades = createSqlTradeStorage(opened.db); await trades.getCursor("router");
 */
/** The largest id the authorization sequence can hold (a PostgreSQL bigint). */
const MAX_STORED_AUTH_ID = 2n ** 63n - 1n;
/** The largest block number and log index a row can hold (a PostgreSQL bigint and integer). */
const MAX_BLOCK_NUMBER = 2n ** 63n - 1n;
const MAX_LOG_INDEX = 2 ** 31 - 1;

export function createSqlTradeStorage(db: SqlDb): TradeStoragePort {
  // The caller's wallets, read by the trading checks (address, volume, objective): built once.
  const walletsOf = preparedOnce(() =>
    db.select(walletColumns).from(wallets).where(eq(wallets.userId, sql.placeholder("userId"))).orderBy(desc(wallets.updatedAt), desc(wallets.address)).prepare("wallets_of_user"),
  );
  // A page of the caller's history, the hottest read of the trading pages: its SQL built once,
  // one statement. For each of the user's wallets (LATERAL), its newest trades straight off the
  // (trader, block, log) index, at most a page and one each; then the newest of those. A plain
  // "trader IN (SELECT ...)" makes PostgreSQL read and sort every trade of the range instead.
  // Absent token filters are NULL; the page comes back as one JSON array (exact integers as
  // text), which the server parses in one call instead of decoding and mapping each row.
  const userPage = preparedOnce(() => {
    const fromToken = sql.placeholder("fromToken");
    const toToken = sql.placeholder("toToken");
    const perWallet = db
      .select()
      .from(trades)
      .where(
        and(
          eq(trades.trader, wallets.address),
          gte(trades.blockTimestamp, sql.placeholder("start")),
          lte(trades.blockTimestamp, sql.placeholder("end")),
          sql`(${fromToken}::text IS NULL OR ${trades.fromTokenCode} = ${fromToken})`,
          sql`(${toToken}::text IS NULL OR ${trades.toTokenCode} = ${toToken})`,
          sql`(${trades.blockNumber}, ${trades.logIndex}) < (${sql.placeholder("keyBlock")}::bigint, ${sql.placeholder("keyLog")}::integer)`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder("take"))
      .as("wt");
    const newest = db
      .select()
      .from(wallets)
      .innerJoinLateral(perWallet, sql`true`)
      .where(eq(wallets.userId, sql.placeholder("userId")))
      .orderBy(desc(perWallet.blockNumber), desc(perWallet.logIndex))
      .limit(sql.placeholder("take"))
      .as("t");
    return db
      .select({ rows: sql<unknown>`coalesce(json_agg(${tradeJson} ORDER BY t.block_number DESC, t.log_index DESC), '[]'::json)` })
      .from(newest)
      // Unnamed on purpose: PostgreSQL then plans each run with its values. A named statement soon
      // gets a generic plan, which guesses the time range narrow and scans every trader's trades
      // of the range off the time index instead of the caller's wallets off theirs.
      .prepare("");
  });
  /** The conditions of a TradeQuery but its traders; null when no row can match. */
  const pageConditions = (q: Omit<TradeQuery, "traders">): (SQL | undefined)[] | null => {
    const tokens = [q.fromToken, q.toToken].filter((t) => t !== undefined);
    if (q.limit <= 0 || tokens.some(hasNul)) return null;
    return [
      gte(trades.blockTimestamp, q.startTimestamp),
      lte(trades.blockTimestamp, q.endTimestamp),
      q.fromToken === undefined ? undefined : eq(trades.fromTokenCode, q.fromToken),
      q.toToken === undefined ? undefined : eq(trades.toTokenCode, q.toToken),
      q.exclusiveStartKey === undefined
        ? undefined
        : sql`(${trades.blockNumber}, ${trades.logIndex}) < (${q.exclusiveStartKey.blockNumber.toString()}::bigint, ${q.exclusiveStartKey.logIndex}::integer)`,
    ];
  };
  /** Rows read one past the page say whether another page follows. */
  const toPage = (rows: readonly TradeRecord[], limit: number): TradePage => {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { trades: page, lastEvaluatedKey: rows.length > limit && last ? { blockNumber: last.blockNumber, logIndex: last.logIndex } : null };
  };
  const empty: TradePage = { trades: [], lastEvaluatedKey: null };
  return {
    ...createSqlWalletLinks(db),
    saveWallet(wallet) {
      const unstorable = unstorableText(wallet);
      if (unstorable) return errAsync(unstorable);
      const row: WalletRecord = { ...wallet, address: wallet.address.toLowerCase() };
      // The conditional upsert updates only the owner's row; no row back means another user has it.
      return query(() =>
        db
          .insert(wallets)
          .values(row)
          .onConflictDoUpdate({
            target: wallets.address,
            set: { connectionType: row.connectionType, updatedAt: row.updatedAt },
            setWhere: eq(wallets.userId, row.userId),
          })
          .returning(walletColumns),
      ).andThen((rows) => (rows[0] ? okAsync(rows[0]) : errAsync(storageConflict("wallets.address taken"))));
    },
    findWallet(address) {
      if (hasNul(address)) return okAsync(null);
      return query(() => db.select(walletColumns).from(wallets).where(eq(wallets.address, address.toLowerCase())).limit(1)).map((rows) => rows[0] ?? null);
    },
    listWallets(userId) {
      if (hasNul(userId)) return okAsync([]);
      return query(() => walletsOf().execute({ userId }));
    },
    saveScan({ indexer, trades: batch, authorizationEvents = [], lastBlock }) {
      const unstorable = unstorableText({ indexer }) ?? batch.map((t) => unstorableText(t)).find((e) => e !== null) ?? null;
      if (unstorable) return errAsync(unstorable);
      return query(() =>
        db.transaction(async (tx) => {
          let added = 0;
          for (let i = 0; i < batch.length; i += INSERT_CHUNK) {
            const rows = batch.slice(i, i + INSERT_CHUNK).map(toTradeRow);
            const inserted = await tx.insert(trades).values(rows).onConflictDoNothing().returning({ logIndex: trades.logIndex });
            added += inserted.length;
          }
          // Each event sets its authorization's use or cancellation once: a replayed scan changes nothing.
          // Ids the stored sequence never issued are skipped; one past the column's range (the router
          // takes any uint256 its signer signed) would otherwise fail the whole scan, trades included.
          for (const e of authorizationEvents) {
            if (e.authId < 1n || e.authId > MAX_STORED_AUTH_ID) continue;
            const hash = e.transactionHash.toLowerCase();
            if (e.kind === "USED") {
              await tx
                .update(tradeAuthorizations)
                .set({ usedTxHash: hash, usedBlock: e.blockNumber, usedAt: e.blockTimestamp })
                .where(and(eq(tradeAuthorizations.authId, e.authId), isNull(tradeAuthorizations.usedTxHash)));
            } else {
              await tx
                .update(tradeAuthorizations)
                .set({ cancelledTxHash: hash, cancelledBlock: e.blockNumber, cancelledAt: e.blockTimestamp })
                .where(and(eq(tradeAuthorizations.authId, e.authId), isNull(tradeAuthorizations.cancelledTxHash)));
            }
          }
          await tx
            .insert(indexerCursors)
            .values({ indexer, lastBlock })
            .onConflictDoUpdate({ target: indexerCursors.indexer, set: { lastBlock } });
          return added;
        }),
      );
    },
    getCursor(indexer) {
      if (hasNul(indexer)) return okAsync(null);
      return query(() => db.select().from(indexerCursors).where(eq(indexerCursors.indexer, indexer)).limit(1)).map((rows) => rows[0]?.lastBlock ?? null);
    },
    listTrades(q) {
      const traders = q.traders.filter((t) => !hasNul(t)).map((t) => t.toLowerCase());
      const conditions = pageConditions(q);
      if (traders.length === 0 || conditions === null) return okAsync(empty);
      const limit = Math.floor(q.limit);
      return query(() => db.select().from(trades).where(and(inArray(trades.trader, traders), ...conditions)).orderBy(...newestFirst).limit(limit + 1)).map((rows) => toPage(rows.map(fromTradeRow), limit));
    },
    listUserTrades(userId, q) {
      const tokens = [q.fromToken, q.toToken].filter((t) => t !== undefined);
      if (hasNul(userId) || q.limit <= 0 || tokens.some(hasNul)) return okAsync(empty);
      const limit = Math.floor(q.limit);
      // Without a start key the page starts past every stored key.
      const key = q.exclusiveStartKey ?? { blockNumber: MAX_BLOCK_NUMBER, logIndex: MAX_LOG_INDEX };
      const params = {
        userId,
        start: q.startTimestamp,
        end: q.endTimestamp,
        fromToken: q.fromToken ?? null,
        toToken: q.toToken ?? null,
        keyBlock: key.blockNumber.toString(),
        keyLog: key.logIndex,
        take: limit + 1,
      };
      return query(() => userPage().execute(params)).map((rows) => toPage(((rows[0]?.rows ?? []) as TradeJson[]).map(fromTradeJson), limit));
    },

    listLinkedTrades({ startTimestamp, endTimestamp, maxBlockNumber }) {
      const window = and(gte(trades.blockTimestamp, startTimestamp), lte(trades.blockTimestamp, endTimestamp), lte(trades.blockNumber, maxBlockNumber));
      return query(() =>
        db
          .select({ trade: trades, userId: wallets.userId })
          .from(trades)
          .leftJoin(wallets, eq(wallets.address, trades.trader))
          .where(window)
          .orderBy(...newestFirst),
      ).map((rows) => rows.map((r) => ({ trade: fromTradeRow(r.trade), userId: r.userId })));
    },
    issueTradeAuthorization(record) {
      const unstorable = unstorableText(record);
      if (unstorable) return errAsync(unstorable);
      return query(() =>
        db.insert(tradeAuthorizations).values({ ...record, srcAmount: record.srcAmount.toString() }).returning(),
      ).map((rows) => toAuthorization(rows[0]!));
    },
    listTradeAuthorizations(userId) {
      if (hasNul(userId)) return okAsync([]);
      return query(() =>
        db.select().from(tradeAuthorizations).where(eq(tradeAuthorizations.userId, userId)).orderBy(desc(tradeAuthorizations.authId)),
      ).map((rows) => rows.map(toAuthorization));
    },
    countTradeAuthorizations({ start, end }) {
      const issued = sql<number>`count(*) filter (where ${tradeAuthorizations.issuedAt} >= ${start} and ${tradeAuthorizations.issuedAt} < ${end})`.mapWith(Number);
      const used = sql<number>`count(*) filter (where ${tradeAuthorizations.usedAt} * 1000 >= ${start} and ${tradeAuthorizations.usedAt} * 1000 < ${end})`.mapWith(Number);
      const window = or(and(gte(tradeAuthorizations.issuedAt, start), lt(tradeAuthorizations.issuedAt, end)), and(gte(tradeAuthorizations.usedAt, Math.ceil(start / 1000)), lt(tradeAuthorizations.usedAt, Math.ceil(end / 1000))));
      return query(() => db.select({ issued, used }).from(tradeAuthorizations).where(window)).map((rows) => ({ issued: rows[0]?.issued ?? 0, used: rows[0]?.used ?? 0 }));
    },
    freezeTrader({ userId, by, at }) {
      const unstorable = unstorableText({ userId, by });
      if (unstorable) return errAsync(unstorable);
      const row = { userId, frozen: true, frozenBy: by, frozenAt: at, unfrozenBy: null, unfrozenAt: null };
      return query(() =>
        db.insert(traderFreezes).values(row).onConflictDoUpdate({ target: traderFreezes.userId, set: { frozen: true, frozenBy: by, frozenAt: at, unfrozenBy: null, unfrozenAt: null } }).returning(),
      ).map((rows) => toFreeze(rows[0]!));
    },
    unfreezeTrader({ userId, by, at }) {
      const unstorable = unstorableText({ userId, by });
      if (unstorable) return errAsync(unstorable);
      return query(() => db.update(traderFreezes).set({ frozen: false, unfrozenBy: by, unfrozenAt: at }).where(eq(traderFreezes.userId, userId)).returning()).map((rows) =>
        rows[0] ? toFreeze(rows[0]) : null,
      );
    },
    findTraderFreeze(userId) {
      if (hasNul(userId)) return okAsync(null);
      return query(() => db.select().from(traderFreezes).where(eq(traderFreezes.userId, userId)).limit(1)).map((rows) => (rows[0] ? toFreeze(rows[0]) : null));
    },
    addObjective(objective) {
      const unstorable = unstorableText(objective);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(tradingObjectives).values({ ...objective, fromTokenAmount: objective.fromTokenAmount.toString() })).map(() => undefined);
    },
    reserveDailyVolume(r, day) {
      const unstorable = unstorableText(r);
      if (unstorable) return errAsync(unstorable);
      const total = sql<string>`coalesce(sum(${trades.thbSatang}), 0)`;
      const pendingTotal = sql<string>`coalesce(sum(${sentTrades.thbSatang}), 0)`;
      return query(() =>
        db.transaction(async (tx) => {
          // One user's reservations queue on this lock: each sums what every earlier one kept.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`volume:${r.userId}`}))`);
          const [indexed] = await tx
            .select({ total })
            .from(trades)
            .innerJoin(wallets, eq(wallets.address, trades.trader))
            .where(and(eq(wallets.userId, r.userId), gte(trades.blockTimestamp, Math.ceil(day.start / 1000)), lte(trades.blockTimestamp, Math.ceil(day.end / 1000) - 1)));
          const indexedHash = tx.select({ one: sql`1` }).from(trades).where(eq(trades.transactionHash, sentTrades.transactionHash));
          const [pending] = await tx
            .select({ total: pendingTotal })
            .from(sentTrades)
            .where(
              and(
                eq(sentTrades.userId, r.userId),
                gte(sentTrades.createdAt, day.start),
                lt(sentTrades.createdAt, day.end),
                not(and(eq(sentTrades.id, r.id), isNull(sentTrades.transactionHash))!),
                or(and(isNull(sentTrades.transactionHash), gt(sentTrades.expiresAt, r.createdAt)), and(isNotNull(sentTrades.transactionHash), not(exists(indexedHash)))),
              ),
            );
          await tx
            .insert(sentTrades)
            .values({ userId: r.userId, id: r.id, thbSatang: r.thbSatang.toString(), createdAt: r.createdAt, expiresAt: r.expiresAt })
            .onConflictDoUpdate({
              target: [sentTrades.userId, sentTrades.id],
              set: { thbSatang: r.thbSatang.toString(), createdAt: r.createdAt, expiresAt: r.expiresAt },
              setWhere: isNull(sentTrades.transactionHash),
            });
          return BigInt(indexed?.total ?? "0") + BigInt(pending?.total ?? "0");
        }),
      );
    },
    recordSentTrade(t) {
      const unstorable = unstorableText(t);
      if (unstorable) return errAsync(unstorable);
      const hash = t.transactionHash.toLowerCase();
      const sent = {
        thbSatang: t.thbSatang.toString(),
        createdAt: t.sentAt,
        expiresAt: null,
        transactionHash: hash,
        trader: t.trader.toLowerCase(),
        fromToken: t.fromToken,
        toToken: t.toToken,
        fromAmount: t.fromAmount.toString(),
        toAmount: t.toAmount.toString(),
      };
      return query(() =>
        db.transaction(async (tx) => {
          const known = await tx.select({ id: sentTrades.id }).from(sentTrades).where(eq(sentTrades.transactionHash, hash)).limit(1);
          if (known.length > 0) return;
          await tx
            .insert(sentTrades)
            .values({ userId: t.userId, id: t.id, ...sent })
            .onConflictDoUpdate({ target: [sentTrades.userId, sentTrades.id], set: sent, setWhere: isNull(sentTrades.transactionHash) });
        }),
      ).orElse((e) => (e.code === "STORAGE_CONFLICT" ? okAsync(undefined) : errAsync(e)));
    },
    listObjectives(userId) {
      if (hasNul(userId)) return okAsync([]);
      return query(() =>
        db.select().from(tradingObjectives).where(eq(tradingObjectives.userId, userId)).orderBy(desc(tradingObjectives.createdAt), desc(tradingObjectives.seq)),
      ).map((rows) => rows.map(toObjective));
    },
  };
}
