import { sql } from "drizzle-orm";
import { bigint, check, index, boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { WALLET_CONNECTION_TYPES } from "../../../core/ports/trade-storage.port";
import { exactInteger, millis, oneOf } from "./schema-columns";

// User ids here carry no reference to users: the trade storage is its own port, and the
// indexer keeps trades of wallets nobody connected.

/** Connected wallets, lower-cased; an address belongs to one user. */
export const wallets = pgTable(
  "wallets",
  {
    address: text("address").primaryKey(),
    userId: text("user_id").notNull(),
    connectionType: text("connection_type", { enum: WALLET_CONNECTION_TYPES }).notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [index("wallets_user_idx").on(t.userId, t.updatedAt), check("wallets_connection_type_check", oneOf("connection_type", WALLET_CONNECTION_TYPES))],
);

/** Sign-in nonces for linking a wallet (EIP-4361), one user's each, used once before they expire. */
export const walletNonces = pgTable(
  "wallet_nonces",
  {
    nonce: text("nonce").primaryKey(),
    userId: text("user_id").notNull(),
    expiresAt: millis("expires_at").notNull(),
    usedAt: millis("used_at"),
  },
  (t) => [index("wallet_nonces_expiry_idx").on(t.expiresAt)],
);

/** Router Trade events; the primary key (transaction hash, log index) stores each event once. */
export const trades = pgTable(
  "trades",
  {
    transactionHash: text("transaction_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
    blockTimestamp: millis("block_timestamp").notNull(),
    trader: text("trader").notNull(),
    fromTokenAddress: text("from_token_address").notNull(),
    fromTokenCode: text("from_token_code").notNull(),
    fromTokenDecimals: integer("from_token_decimals").notNull(),
    toTokenAddress: text("to_token_address").notNull(),
    toTokenCode: text("to_token_code").notNull(),
    toTokenDecimals: integer("to_token_decimals").notNull(),
    srcAmount: exactInteger("src_amount").notNull(),
    destAmount: exactInteger("dest_amount").notNull(),
    fee: exactInteger("fee").notNull(),
    usdCents: exactInteger("usd_cents").notNull(),
    thbSatang: exactInteger("thb_satang").notNull(),
  },
  (t) => [
    primaryKey({ name: "trades_event_key", columns: [t.transactionHash, t.logIndex] }),
    index("trades_trader_order_idx").on(t.trader, sql`${t.blockNumber} DESC`, sql`${t.logIndex} DESC`),
    index("trades_time_idx").on(t.blockTimestamp),
  ],
);

/** The last block each indexer processed, written with its batch of trades. */
export const indexerCursors = pgTable("indexer_cursors", {
  indexer: text("indexer").primaryKey(),
  lastBlock: bigint("last_block", { mode: "bigint" }).notNull(),
});

/** Who holds each named lease (the trade indexer's) and until when, in unix ms. */
export const leases = pgTable("leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
});

/** Objectives of trading users gave over the daily volume limit; `seq` orders equal times. */
export const tradingObjectives = pgTable(
  "trading_objectives",
  {
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    objective: text("objective").notNull(),
    reason: text("reason"),
    fromToken: text("from_token").notNull(),
    fromTokenAmount: exactInteger("from_token_amount").notNull(),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [index("trading_objectives_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The day's volume not indexed yet: reservations of trades about to be sent (no hash, counted
 * until `expires_at`) and trades reported sent (a hash, counted until the trades table has it).
 * The key is the user's own flow-run id; a hash is reported once.
 */
export const sentTrades = pgTable(
  "sent_trades",
  {
    userId: text("user_id").notNull(),
    id: text("id").notNull(),
    thbSatang: exactInteger("thb_satang").notNull(),
    createdAt: millis("created_at").notNull(),
    expiresAt: millis("expires_at"),
    transactionHash: text("transaction_hash"),
    trader: text("trader"),
    fromToken: text("from_token"),
    toToken: text("to_token"),
    fromAmount: exactInteger("from_amount"),
    toAmount: exactInteger("to_amount"),
  },
  (t) => [
    primaryKey({ name: "sent_trades_key", columns: [t.userId, t.id] }),
    uniqueIndex("sent_trades_hash_idx").on(t.transactionHash),
    index("sent_trades_user_day_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Every authorization the trading gate issued (the audit trail): the id comes from this table's identity, one
 * global sequence shared by every server instance; expiry in unix seconds.
 */
export const tradeAuthorizations = pgTable(
  "trade_authorizations",
  {
    authId: bigint("auth_id", { mode: "bigint" }).generatedAlwaysAsIdentity().primaryKey(),
    userId: text("user_id").notNull(),
    wallet: text("wallet").notNull(),
    src: text("src").notNull(),
    dest: text("dest").notNull(),
    srcAmount: exactInteger("src_amount").notNull(),
    expiry: bigint("expiry", { mode: "number" }).notNull(),
    issuedAt: millis("issued_at").notNull(),
    flaggedForReview: boolean("flagged_for_review").notNull(),
    /** The trade that used it (the router's TradeAuthorizationUsed event); block time in unix seconds. */
    usedTxHash: text("used_tx_hash"),
    usedBlock: bigint("used_block", { mode: "bigint" }),
    usedAt: bigint("used_at", { mode: "number" }),
    /** The owner's cancellation on chain (TradeAuthorizationCancelled); block time in unix seconds. */
    cancelledTxHash: text("cancelled_tx_hash"),
    cancelledBlock: bigint("cancelled_block", { mode: "bigint" }),
    cancelledAt: bigint("cancelled_at", { mode: "number" }),
  },
  (t) => [
    index("trade_authorizations_user_idx").on(t.userId, t.issuedAt),
    index("trade_authorizations_issued_idx").on(t.issuedAt),
    index("trade_authorizations_used_idx").on(t.usedAt),
  ],
);

/** The operator's freeze of a trader: no authorization is issued while `frozen`; who froze and unfroze, when (ms). */
export const traderFreezes = pgTable("trader_freezes", {
  userId: text("user_id").primaryKey(),
  frozen: boolean("frozen").notNull(),
  frozenBy: text("frozen_by").notNull(),
  frozenAt: millis("frozen_at").notNull(),
  unfrozenBy: text("unfrozen_by"),
  unfrozenAt: millis("unfrozen_at"),
});

/** USD prices (x 10^8, as decimal strings) of every listed token at one moment. */
export const priceSnapshots = pgTable(
  "price_snapshots",
  {
    chainId: bigint("chain_id", { mode: "number" }).notNull(),
    takenAt: millis("taken_at").notNull(),
    pricesE8: jsonb("prices_e8").$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ name: "price_snapshots_key", columns: [t.chainId, t.takenAt] })],
);
