// The server's trade indexer: how it names its cursor and how far each step reads.

/** Blocks read per step: small enough for public nodes' getLogs limits. */
export const DEFAULT_INDEX_BATCH_BLOCKS = 2_000n;
/** The cursor name of the router's Trade event indexer. */
export const TRADE_INDEXER = "router-trades";
