/** Trade statuses in the spec's spelling. */
export const TRADE_STATUSES = ["in progress", "success", "fail"] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** A token of a trade: contract address, code and decimals. */
export type TradeAsset = Readonly<{ address: string; code: string; decimal: number }>;

/**
 * A trade the exchange flow sent from this device, as the local history keeps it (per network and
 * wallet): amounts in base units, timestamp in ms, the block once mined.
 */
export type LocalTrade = Readonly<{
  transactionHash: string;
  status: TradeStatus;
  fromAsset: TradeAsset;
  toAsset: TradeAsset;
  fromAmount: bigint;
  toAmount: bigint;
  blockNumber: number | null;
  timestamp: number;
  type: "TRADING";
  network: string;
  walletAddress: string;
}>;
