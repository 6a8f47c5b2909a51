/**
 * Token data for the chain commands: the listed tokens with addresses, decimals and USD prices
 * from the API (`/assets/profile`), lookups by code or address, and amounts typed by the user
 * turned into base units with the core's bigint rules.
 */
import { createMarketClient } from "../../../adapters/http-client/market.client";
import type { Address } from "../../../core/ports/chain.port";
import { parseUnits } from "../../../core/exchange/units";
import type { CliContext } from "../cli-context";
import { usageError } from "../context/exit-codes";

export type ListedToken = Readonly<{ code: string; name: string; address: Address; decimals: number; price: string | null; change: number }>;
export type MarketData = Readonly<{ chainId: number; usdThb: string; tokens: readonly ListedToken[] }>;

export async function loadMarket(ctx: CliContext): Promise<MarketData> {
  const market = await ctx.client(createMarketClient);
  const profile = await ctx.unwrap(market.assetProfile());
  return {
    chainId: profile.chainId,
    usdThb: profile.usdThb,
    tokens: profile.tokens.map((t) => ({ code: t.code, name: t.name, address: t.address as Address, decimals: t.decimals, price: t.price, change: t.change })),
  };
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
