/**
 * Token data for the chain commands: the listed tokens with addresses, decimals and USD prices
 * from the market API, lookups by code or address, and amounts typed by the user turned into
 * base units with the core's bigint rules.
 */
import type { ListedAsset } from "../../../core/ports/market-api.port";
import { parseUnits } from "../../../core/exchange/units";
import type { CliContext } from "../cli-context";
import { usageError } from "../context/exit-codes";

export type ListedToken = ListedAsset;
export type MarketData = Readonly<{ chainId: number; usdThb: string; tokens: readonly ListedToken[] }>;

export async function loadMarket(ctx: CliContext): Promise<MarketData> {
  const market = await ctx.api.market();
  const { chainId, usdThb, tokens } = await ctx.unwrap(market.assetProfile());
  return { chainId, usdThb, tokens };
}

/** A listed token by code (any case) or address; TOKEN_NOT_LISTED (exit 2: a bad argument) otherwise. */
export function findToken(market: MarketData, wanted: string): ListedToken {
  const w = wanted.trim().toLowerCase();
  const token = market.tokens.find((t) => t.code.toLowerCase() === w || t.address.toLowerCase() === w);
  if (!token) throw usageError("TOKEN_NOT_LISTED", { token: wanted });
  return token;
}

/** A decimal amount typed by the user in base units of `token` (AMOUNT_* codes, exit 2). */
export function parseAmount(token: ListedToken, input: string): bigint {
  const parsed = parseUnits(input, token.decimals);
  if (parsed.isErr()) throw usageError(parsed.error.code, { ...parsed.error, decimals: token.decimals });
  if (parsed.value <= 0n) throw usageError("AMOUNT_NOT_POSITIVE");
  return parsed.value;
}
