/** A token as the exchange sees it; `decimals` is how many base units make one whole token. */
export type Token = Readonly<{ code: string; name: string; address: `0x${string}`; decimals: number }>;

/** The placeholder address that stands for native ETH (the convention of most swap routers). */
export const ETH_ADDRESS = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE" as const;

/** Whether two tokens are the same asset (by address, case-insensitively). */
export function sameToken(a: Pick<Token, "address">, b: Pick<Token, "address">): boolean {
  return a.address.toLowerCase() === b.address.toLowerCase();
}

/** Whether `token` is native ETH (by its placeholder address, compared case-insensitively). */
export function isEth(token: Pick<Token, "address">): boolean {
  return sameToken(token, { address: ETH_ADDRESS });
}

/** Native ETH: the same on every network. */
export const ETH: Token = Object.freeze({ code: "ETH", name: "Ethereum", address: ETH_ADDRESS, decimals: 18 });

/** What the registry knows of a token independently of the network: its name and decimals. */
export type TokenInfo = Readonly<{ name: string; decimals: number }>;

// Spec 1 section 3: 18 decimals unless stated; 6 USDC/USDT, 8 WBTC/GALA, 0 SLP.
const registry = {
  BAND: { name: "Band Protocol", decimals: 18 },
  BAT: { name: "Basic Attention Token", decimals: 18 },
  COMP: { name: "Compound", decimals: 18 },
  DAI: { name: "Dai Stablecoin", decimals: 18 },
  ETH: { name: ETH.name, decimals: 18 },
  KNC: { name: "Kyber Network Crystal", decimals: 18 },
  LINK: { name: "Chainlink", decimals: 18 },
  LRC: { name: "Loopring", decimals: 18 },
  MKR: { name: "Maker", decimals: 18 },
  OMG: { name: "OMG Network", decimals: 18 },
  SNX: { name: "Synthetix Network Token", decimals: 18 },
  USDC: { name: "USD Coin", decimals: 6 },
  USDT: { name: "Tether USD", decimals: 6 },
  WBTC: { name: "Wrapped BTC", decimals: 8 },
  ZRX: { name: "0x Protocol Token", decimals: 18 },
  UNI: { name: "Uniswap", decimals: 18 },
  SUSHI: { name: "SushiSwap", decimals: 18 },
  AAVE: { name: "Aave", decimals: 18 },
  YFI: { name: "yearn.finance", decimals: 18 },
  AXS: { name: "Axie Infinity Shard", decimals: 18 },
  SLP: { name: "Smooth Love Potion", decimals: 0 },
  ILV: { name: "Illuvium", decimals: 18 },
  SHIB: { name: "Shiba Inu", decimals: 18 },
  FTM: { name: "Fantom", decimals: 18 },
  DYDX: { name: "dYdX", decimals: 18 },
  GALA: { name: "Gala", decimals: 8 },
  MANA: { name: "Decentraland", decimals: 18 },
  SAND: { name: "The Sandbox", decimals: 18 },
  APE: { name: "ApeCoin", decimals: 18 },
  ENJ: { name: "Enjin Coin", decimals: 18 },
  USDP: { name: "Pax Dollar", decimals: 18 },
  GNO: { name: "Gnosis", decimals: 18 },
  MATIC: { name: "Polygon", decimals: 18 },
  WFLOW: { name: "Wrapped Flow", decimals: 18 },
  HT: { name: "Huobi Token", decimals: 18 },
  GRT: { name: "The Graph", decimals: 18 },
} as const satisfies Record<string, TokenInfo>;

/** A code of the mainnet list of spec 1 section 3. */
export type MainnetTokenCode = keyof typeof registry;

/** Name and decimals of every mainnet code of spec 1 section 3 (addresses are per network). */
export const TOKEN_REGISTRY: Readonly<Record<MainnetTokenCode, TokenInfo>> = Object.freeze(registry);

/** The 36 mainnet token codes in the spec's order. */
export const MAINNET_TOKEN_CODES = Object.freeze(Object.keys(registry)) as readonly MainnetTokenCode[];

/** The registry entry for `code` (case-insensitive), or undefined for a code the registry does not hold. */
export function tokenInfo(code: string): TokenInfo | undefined {
  const key = code.toUpperCase();
  return Object.hasOwn(registry, key) ? TOKEN_REGISTRY[key as MainnetTokenCode] : undefined;
}
