import type { VenueKind } from "../../core/market/venues";

/**
 * Plain shapes of the deployments file `deployments/<chainId>.json` written by `writeDeployment`.
 * Addresses are checksummed hex strings; amounts are decimal strings (JSON has no bigint).
 * Shared by the deploy code, the chain adapters and `kul up`; keep field names stable.
 */

/** Placeholder address for ether, as used by the router, proxies and batch reader. */
export const ETH_ADDRESS = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";

/** One token of the tokenlists.org format (https://tokenlists.org, schema v1). */
export interface TokenListEntry {
  readonly chainId: number;
  readonly address: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly logoURI?: string;
}

/** A token list in the tokenlists.org format. */
export interface TokenList {
  readonly name: string;
  readonly timestamp: string;
  readonly version: { readonly major: number; readonly minor: number; readonly patch: number };
  readonly keywords: readonly string[];
  readonly tokens: readonly TokenListEntry[];
}

/** A deployed (or placeholder, for ETH) asset with the USD price its pools were seeded at. */
export interface DeployedToken {
  readonly symbol: string;
  readonly name: string;
  readonly address: string;
  readonly decimals: number;
  /** USD price used to seed the local pools, as a decimal string ("3000", "0.003"). */
  readonly seedUsdPrice: string;
}

/** A trading venue: its AMM factory and the router's trading proxy for it. */
export interface DeployedVenue {
  readonly name: string;
  /** How its pools price (absent in older files: the local AMM). */
  readonly kind?: VenueKind;
  /** Uniswap V3: the fee tier of this venue's pools, in hundredths of a basis point (500 = 0.05 %). */
  readonly feeTier?: number;
  /** Uniswap V2 and V3: keccak256 of the pool creation code, from which pool addresses are derived (CREATE2). */
  readonly initCodeHash?: string;
  /** Index of the venue's proxy in the router (`trade(tradingProxyIndex, ...)`). */
  readonly tradingProxyIndex: number;
  readonly tradingProxy: string;
  readonly factory: string;
  /** Pools seeded on this venue, as "SYMBOL/SYMBOL" -> pair address. */
  readonly pairs: Readonly<Record<string, string>>;
}

/** Everything a client needs to talk to one chain's deployment. */
export interface Deployment {
  readonly chainId: number;
  /** Block of the router's deployment: scan Trade events from here. */
  readonly startBlock: number;
  readonly deployer: string;
  readonly router: string;
  readonly batchReader: string;
  /** TestFaucet: `fund(tokens, amounts, accounts)` mints test tokens (local and test networks only). */
  readonly faucet: string;
  readonly weth: string;
  readonly ethAddress: string;
  readonly platform: { readonly partnerIndex: 0; readonly wallet: string; readonly feeBps: number };
  readonly venues: readonly DeployedVenue[];
  /** Listed assets by symbol, ETH (placeholder address) included. */
  readonly tokens: Readonly<Record<string, DeployedToken>>;
  /** Accounts funded with test tokens. */
  readonly fundedAccounts: readonly string[];
  readonly tokenList: TokenList;
}
