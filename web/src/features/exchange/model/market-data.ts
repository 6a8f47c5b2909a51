import type { AssetProfile } from "../../../../../core/ports/market-api.port";
import { availableAssets, type TokenList } from "../../../../../core/exchange/token-list";
import { ETH, isEth, type Token } from "../../../../../core/exchange/tokens";
import { parseUsd } from "../../../../../core/exchange/usd";
import { parseDecimal, type Decimal } from "../../../../../core/history/decimal";
import { DEFAULT_USD_THB_RATE } from "../../../../../core/history/thb-value";

/** What the card knows of the market: the pickable tokens, USD prices (scaled as in usd.ts) and the USD-THB rate. */
export type MarketData = Readonly<{
  tokens: TokenList;
  /** USD per whole token by code, scaled by 10^18; absent when the token has no market. */
  pricesUsd: ReadonlyMap<string, bigint>;
  /** The same prices as exact decimals, for THB values. */
  priceDecimals: ReadonlyMap<string, Decimal>;
  usdThb: Decimal;
}>;

/**
 * The card's market data from GET /assets/profile: ETH first, the server's order after, DGX hidden.
 * @example marketDataOf(await market.assetProfile()) // { tokens: { chainId: 31337, tokens: [ETH, DAI, ...] }, ... }
 */
export function marketDataOf(profile: AssetProfile): MarketData {
  const listed: Token[] = profile.tokens
    .filter((t) => !isEth({ address: t.address as Token["address"] }) && t.code.toUpperCase() !== "ETH")
    .map((t) => Object.freeze({ code: t.code.toUpperCase(), name: t.name, address: t.address as Token["address"], decimals: t.decimals }));
  const list: TokenList = { chainId: profile.chainId, tokens: [ETH, ...listed] };
  const pricesUsd = new Map<string, bigint>();
  const priceDecimals = new Map<string, Decimal>();
  for (const t of profile.tokens) {
    if (t.price === null) continue;
    const usd = parseUsd(t.price);
    const decimal = parseDecimal(t.price);
    if (usd.isOk()) pricesUsd.set(t.code.toUpperCase(), usd.value);
    if (decimal.isOk()) priceDecimals.set(t.code.toUpperCase(), decimal.value);
  }
  const usdThb = parseDecimal(profile.usdThb).unwrapOr(DEFAULT_USD_THB_RATE);
  return { tokens: { chainId: list.chainId, tokens: availableAssets(list) }, pricesUsd, priceDecimals, usdThb };
}

/** The token with this code in the market data, if listed. */
export function tokenByCode(data: MarketData, code: string): Token | undefined {
  const wanted = code.toUpperCase();
  return data.tokens.tokens.find((t) => t.code === wanted);
}
