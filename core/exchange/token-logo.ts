/**
 * Token images the web app ships (web/public/token-icons, copied from the CC0 set
 * `cryptocurrency-icons` by tools/copy-token-icons.mjs), by lowercase code: the listed tokens of
 * spec 1 section 3 that the set draws. Others (SLP, GALA, SHIB...) keep the letter disc.
 */
export const TOKEN_ICON_CODES: readonly string[] = Object.freeze([
  "aave", "ape", "band", "bat", "comp", "dai", "enj", "eth", "gno", "grt", "ht", "knc", "link", "lrc",
  "mana", "matic", "mkr", "omg", "sand", "snx", "sushi", "uni", "usdc", "usdt", "wbtc", "yfi", "zrx",
]);

/** Where the app serves the token images (same origin: the page's CSP allows 'self' images). */
export const TOKEN_ICON_BASE = "/token-icons";

/**
 * The token list's `logoURI` for a token (tokenlists.org): the app's own image for its code, or
 * undefined when none is shipped (the app then draws the letter disc). Spec 1: "token icons come
 * from the lowercase token code".
 * @example tokenLogoUri("USDC") // "/token-icons/usdc.svg"
 */
export function tokenLogoUri(code: string): string | undefined {
  const lower = code.toLowerCase();
  return TOKEN_ICON_CODES.includes(lower) ? `${TOKEN_ICON_BASE}/${lower}.svg` : undefined;
}

/**
 * A `logoURI` the app will draw: a path of its own token images only. Anything else (another
 * origin, a data: or javascript: URL, a path elsewhere) is not used, so a token list can never
 * make the page load an outside image.
 * @example drawableLogoUri("https://evil.example/x.svg") // undefined
 */
export function drawableLogoUri(uri: string | undefined): string | undefined {
  if (uri === undefined) return undefined;
  return /^\/token-icons\/[a-z0-9]{1,16}\.(svg|png)$/.test(uri) ? uri : undefined;
}
