import "./token-icon.css";

/**
 * Brand colours of the tokens we list, by lowercase code (spec 1: icons come from the code).
 * Other codes get the neutral badge.
 */
const COLOURS: Readonly<Record<string, string>> = {
  eth: "#627eea",
  dai: "#b87a0f",
  usdc: "#2775ca",
  usdt: "#1a8a67",
  wbtc: "#c4641c",
  mkr: "#168a7d",
  link: "#2a5ada",
  slp: "#c2456a",
};

/** Letter shown on the badge: USDC's dollar sign, else the code's first letter. */
function letterOf(lower: string): string {
  return lower === "usdc" ? "$" : lower.slice(0, 1).toUpperCase();
}

/**
 * A token's round badge, decorative: the code is always written beside it. Drawn in the page's
 * own font (no image request, no separate SVG document to lay out per icon). Shared by the
 * trading card, the token picker, the price table and the assets panel.
 */
export function TokenIcon({ code, size = 32 }: Readonly<{ code: string; size?: number }>) {
  const lower = code.toLowerCase();
  const colour = COLOURS[lower];
  return (
    <span
      className={colour === undefined ? "token-icon token-icon-plain" : "token-icon"}
      style={{ width: size, height: size, fontSize: size / 2, background: colour }}
      aria-hidden="true"
    >
      {letterOf(lower)}
    </span>
  );
}
