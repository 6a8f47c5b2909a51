import { err, ok, type Result } from "neverthrow";
import {
  tokenDecimalsMismatch,
  tokenDecimalsUnknown,
  tokenDuplicate,
  tokenNotListed,
  type TokenListError,
} from "./exchange.errors";
import { ETH, isEth, sameToken, tokenInfo, type Token } from "./tokens";

/** The tokens one network offers, ETH first; built from that network's deployment file. */
export type TokenList = Readonly<{ chainId: number; tokens: readonly Token[] }>;

/** One token of a deployment file; name and decimals default to the registry's for known codes. */
export type TokenListEntry = Readonly<{ code: string; address: `0x${string}`; name?: string; decimals?: number }>;

/** Codes never offered as available assets (spec 1 section 3: Digix Gold is filtered out). */
export const HIDDEN_ASSET_CODES: readonly string[] = Object.freeze(["DGX"]);

function toToken(entry: TokenListEntry): Result<Token, TokenListError> {
  const code = entry.code.toUpperCase();
  const known = tokenInfo(code);
  const decimals = entry.decimals ?? known?.decimals;
  if (decimals === undefined) return err(tokenDecimalsUnknown(code));
  // A deployed token whose decimals differ from the registry would mis-scale every amount.
  if (known && known.decimals !== decimals) return err(tokenDecimalsMismatch(code, known.decimals, decimals));
  return ok(Object.freeze({ code, name: entry.name ?? known?.name ?? code, address: entry.address, decimals }));
}

/**
 * A network's token list: native ETH first, then `entries` in order (an ETH entry is ignored).
 * @example buildTokenList(31337, [{ code: "DAI", address: "0x5FbD..." }]) // ok({ chainId: 31337, tokens: [ETH, DAI] })
 */
export function buildTokenList(chainId: number, entries: readonly TokenListEntry[]): Result<TokenList, TokenListError> {
  const tokens: Token[] = [ETH];
  for (const entry of entries) {
    if (isEth(entry) || entry.code.toUpperCase() === ETH.code) continue;
    const token = toToken(entry);
    if (token.isErr()) return err(token.error);
    const clash = tokens.some(
      (t) => t.code === token.value.code || sameToken(t, token.value),
    );
    if (clash) return err(tokenDuplicate(token.value.code));
    tokens.push(token.value);
  }
  return ok(Object.freeze({ chainId, tokens: Object.freeze(tokens) }));
}

/** The token of `list` with this code (case-insensitive). */
export function findToken(list: TokenList, code: string): Result<Token, ReturnType<typeof tokenNotListed>> {
  const wanted = code.toUpperCase();
  const token = list.tokens.find((t) => t.code === wanted);
  return token ? ok(token) : err(tokenNotListed(wanted));
}

/** The tokens a user may pick: the list without hidden codes such as DGX. */
export function availableAssets(list: TokenList): readonly Token[] {
  return list.tokens.filter((t) => !HIDDEN_ASSET_CODES.includes(t.code.toUpperCase()));
}

function searchRank(token: Token, query: string): number {
  const code = token.code.toLowerCase();
  if (code === query) return 0;
  if (code.startsWith(query)) return 1;
  if (code.includes(query)) return 2;
  return token.name.toLowerCase().includes(query) ? 3 : -1;
}

/**
 * Tokens whose code or name contains `query` (case-insensitive, trimmed): exact code first, then
 * code prefix, code substring, name match; ties keep the input order. An empty query keeps all.
 */
export function searchTokens(tokens: readonly Token[], query: string): readonly Token[] {
  const q = query.trim().toLowerCase();
  if (q === "") return tokens;
  return tokens
    .map((token, index) => ({ token, index, rank: searchRank(token, q) }))
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.token);
}
