import type { ResultAsync } from "neverthrow";
import type { Environment } from "../account/eligibility";
import type { BestRateAnswer } from "../exchange/best-rate";
import type { ApiError } from "./api.errors";
import type { Address } from "./chain.port";

/** A token of the price table: its listing and its USD price (null without a market). */
export type ListedAsset = Readonly<{
  code: string;
  name: string;
  address: Address;
  decimals: number;
  /** USD per whole token as an exact decimal string (8 places at most). */
  price: string | null;
  /** 24 h change in percent (two decimals). */
  change: number;
}>;

/** The price table of the current network and the USD-THB rate, taken at `takenAt` (epoch ms). */
export type AssetProfile = Readonly<{ chainId: number; usdThb: string; takenAt: number; tokens: readonly ListedAsset[] }>;

/** One token's USD prices over the last 24 hours, oldest first: when (epoch ms) and the exact decimal price. */
export type PriceLine = Readonly<{ code: string; points: readonly Readonly<{ takenAt: number; price: string }>[] }>;

/** The price table's 24 h lines, over the window `from` to `to` (epoch ms). */
export type PriceLines = Readonly<{ chainId: number; from: number; to: number; tokens: readonly PriceLine[] }>;

/** A token of the network's token list (tokenlists.org). */
export type TokenListEntry = Readonly<{ chainId: number; address: Address; name: string; symbol: string; decimals: number; logoURI?: string | undefined }>;

/**
 * A best-rate question: token codes, and `amount` base units of the side the trader typed
 * ("from": sell exactly this much; "to": receive at least this much).
 */
export type BestRateQuery = Readonly<{ from: string; to: string; side: "from" | "to"; amount: bigint }>;

/**
 * The public market routes: listed tokens, prices and best-rate quotes. Implemented by
 * adapters/http-client (createMarketApi), which checks each answer once.
 */
export interface MarketApiPort {
  /** The codes of the tokens offered on the current network, ETH first. */
  listedAssets(): ResultAsync<readonly string[], ApiError>;
  /** USD prices, 24 h change and the USD-THB rate. */
  assetProfile(): ResultAsync<AssetProfile, ApiError>;
  /** Every listed token's USD prices over the last 24 hours (the price table's lines). */
  priceSeries(): ResultAsync<PriceLines, ApiError>;
  /** The listed tokens in the tokenlists.org format. */
  tokenList(): ResultAsync<readonly TokenListEntry[], ApiError>;
  /** The environment the server's exchange flow runs in (insider deployments skip the user checks). */
  tradingEnvironment(): ResultAsync<Environment, ApiError>;
  /** The best rate for the question, per transaction speed; `signal` cancels the request. */
  bestRate(query: BestRateQuery, signal?: AbortSignal): ResultAsync<BestRateAnswer, ApiError>;
}
