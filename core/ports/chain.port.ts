import type { ResultAsync } from "neverthrow";
import type { GasSpeed } from "../exchange/gas";
import type { ChainError } from "./chain.errors";

/** A 20-byte account or contract address, 0x-prefixed hex. */
export type Address = `0x${string}`;
/** A 32-byte transaction hash, 0x-prefixed hex. */
export type Hash = `0x${string}`;

/** The transaction speed a trader picks; maps to priority-fee percentiles 10 / 50 / 90. */
export type TransactionSpeed = GasSpeed;

/** The network the port is connected to. */
export type Network = Readonly<{ chainId: number; name: string }>;

/** What one transaction pays per gas: EIP-1559 caps, or a legacy gas price where the chain has no base fee. */
export type FeeData =
  | Readonly<{ type: "EIP1559"; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>
  | Readonly<{ type: "LEGACY"; gasPrice: bigint }>;

/** Fee data for every speed, and where it came from (FALLBACK = the 5.5 gwei default). */
export type FeeDataBySpeed = Readonly<{ source: "FEE_HISTORY" | "GAS_PRICE" | "FALLBACK"; speeds: Readonly<Record<TransactionSpeed, FeeData>> }>;

/** Overrides for a sent transaction; without `gasLimit` the port estimates (x1.25) and falls back to `fallbackGasLimit`. */
export type SendOptions = Readonly<{
  fee?: FeeData;
  gasLimit?: bigint;
  fallbackGasLimit?: bigint;
  nonce?: number;
  /** Called as soon as the wallet has signed and the node accepted the transaction. */
  onSent?: (sent: SentTransaction) => void;
}>;

/** A transaction the node accepted: enough to track it, even after a page reload. */
export type SentTransaction = Readonly<{ hash: Hash; from: Address; nonce: number; sentAtBlock: bigint }>;

/** A mined transaction's outcome. */
export type TransactionReceipt = Readonly<{
  transactionHash: Hash;
  success: boolean;
  blockNumber: bigint;
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  trades: readonly TradeEvent[];
}>;

/** Where a sent transaction stands: still pending, mined, or replaced by another with its nonce. */
export type TransactionStatus =
  | Readonly<{ status: "PENDING" }>
  | Readonly<{ status: "MINED"; receipt: TransactionReceipt }>
  | Readonly<{ status: "REPLACED"; replacementHash: Hash | null; receipt: TransactionReceipt | null }>;

/** The router's Trade event: the real net amount received and the fee taken. */
export type TradeEvent = Readonly<{
  srcAsset: Address;
  srcAmount: bigint;
  destAsset: Address;
  destAmount: bigint;
  trader: Address;
  fee: bigint;
  transactionHash: Hash;
  blockNumber: bigint;
  logIndex: number;
}>;

/** One hop of a multi-hop route: sell `src` for `dest` on the router's trading proxy `proxyIndex`. */
export type RouteHop = Readonly<{ proxyIndex: number; src: Address; dest: Address }>;

/**
 * One step of a path: sell what reached `src` for `dest`, split over the trading proxies `proxyIndexes` by
 * `weights` (part i is floor(amount * weights[i] / sum) and the last takes the remainder, as the router
 * computes it; a first step whose weights add up to the path's amount gives each venue exactly its weight).
 */
export type PathStep = Readonly<{ src: Address; dest: Address; proxyIndexes: readonly number[]; weights: readonly bigint[] }>;

/** One path of a multi-path trade: `srcAmount` of the trade's source through its steps, the last ending in its destination. */
export type TradePath = Readonly<{ srcAmount: bigint; steps: readonly PathStep[] }>;

/**
 * What to swap, by route kind: one venue, a split across venues, a multi-hop route (hops join up, src
 * to dest), or several paths at once, each a chain of steps that may each split over venues (the
 * router's tradePaths; no pool is used twice in the whole trade, so each part is priced on its pool
 * as it is now).
 */
export type TradeRoute =
  | Readonly<{ kind: "SINGLE"; proxyIndex: number; srcAmount: bigint }>
  | Readonly<{ kind: "SPLIT"; proxyIndexes: readonly number[]; srcAmounts: readonly bigint[] }>
  | Readonly<{ kind: "ROUTES"; hops: readonly RouteHop[]; srcAmount: bigint }>
  | Readonly<{ kind: "PATHS"; paths: readonly TradePath[] }>;

/** A quote question: the route, the two assets (ETH by its placeholder address) and the partner. */
export type QuoteRequest = Readonly<{ src: Address; dest: Address; route: TradeRoute; partnerIndex: number }>;

/** A trade: the quote question plus the minimum received (after the fee) and a unix-seconds deadline. */
/**
 * The operator's signed authorization of one trade (the router's trading gate): it binds the trader, the pair and
 * the amount sold; `authorization` is absent while the deployment's gate is off.
 */
export type TradeAuthorization = Readonly<{ trader: Address; authId: bigint; expiry: bigint; signature: `0x${string}` }>;

export type TradeRequest = QuoteRequest & Readonly<{ minDestAmount: bigint; deadline: bigint; authorization?: TradeAuthorization }>;

/** A mined, successful trade with its Trade event. */
export type TradeResult = Readonly<{ receipt: TransactionReceipt; trade: TradeEvent }>;

/**
 * One approval: an exact amount or unlimited (2^256-1). Tokens that need a zero allowance first
 * (USDT) get it as a step of its own: core/exchange/approval.ts plans the steps.
 */
export type ApprovalRequest = Readonly<{ token: Address; spender: Address; amount: bigint | "UNLIMITED" }>;

/** The approval transaction sent (none when the allowance already was the amount) and the allowance afterwards. */
export type ApprovalResult = Readonly<{ transactionHashes: readonly Hash[]; allowance: bigint }>;

/** A gas limit for a transaction, and whether it came from the node (x1.25) or the fallback. */
export type GasEstimate = Readonly<{ gasLimit: bigint; source: "ESTIMATE" | "FALLBACK" }>;

/**
 * Ethereum as KUL Swap needs it. Implemented on ethers and on viem; both pass
 * tests/conformance/chain-port.behavior.ts and report the same ChainError codes.
 */
export interface ChainPort {
  /** The connected network; CHAIN_UNSUPPORTED_NETWORK when KUL Swap has no deployment there. */
  getNetwork(): ResultAsync<Network, ChainError>;
  /** The latest block number. */
  getBlockNumber(): ResultAsync<bigint, ChainError>;
  /** Unix seconds of a mined block (a trade found on chain is dated by its block, not when it was found). */
  getBlockTimestamp(blockNumber: bigint): ResultAsync<number, ChainError>;
  /** The account that signs (the wallet's selected account, or the private key's). */
  getAccount(): ResultAsync<Address, ChainError>;
  /** The signing account's EIP-191 signature of `message` (personal_sign); the wallet asks its user first. */
  signMessage(message: string): ResultAsync<Hash, ChainError>;
  /** Balances of `owner` for every token (ETH by placeholder), in the order given, in one round trip. */
  getBalances(owner: Address, tokens: readonly Address[]): ResultAsync<readonly bigint[], ChainError>;
  /** Allowances `owner` gave `spender` for every token, in the order given, in one round trip. */
  getAllowances(owner: Address, tokens: readonly Address[], spender: Address): ResultAsync<readonly bigint[], ChainError>;
  /** Approves `spender` for the amount (one transaction, none when it already is the allowance) and waits for the first confirmation. */
  approve(request: ApprovalRequest, options?: SendOptions): ResultAsync<ApprovalResult, ChainError>;
  /** What the router would deliver now, after the fee, from its view functions. */
  quote(request: QuoteRequest): ResultAsync<bigint, ChainError>;
  /** Gas limit for a trade: estimate x1.25, else `fallbackGasLimit` (reverts are reported, not hidden). */
  estimateTradeGas(request: TradeRequest, fallbackGasLimit?: bigint): ResultAsync<GasEstimate, ChainError>;
  /** Sends a trade (trade, splitTrades or tradeRoutes by route kind) and waits for its receipt. */
  trade(request: TradeRequest, options?: SendOptions): ResultAsync<TradeResult, ChainError>;
  /** The receipt of a transaction, or null while it is not mined. */
  getReceipt(hash: Hash): ResultAsync<TransactionReceipt | null, ChainError>;
  /** Where a sent transaction stands; a nonce used by another transaction means REPLACED. */
  getTransactionStatus(sent: SentTransaction): ResultAsync<TransactionStatus, ChainError>;
  /** The router's Trade events of `trader` from `fromBlock` to the latest block, oldest first. */
  getTradeEvents(trader: Address, fromBlock: bigint): ResultAsync<readonly TradeEvent[], ChainError>;
  /** Fee data per speed: EIP-1559 percentiles 10 / 50 / 90, else legacy gas price, else 5.5 gwei. */
  getFeeData(): ResultAsync<FeeDataBySpeed, ChainError>;
}
