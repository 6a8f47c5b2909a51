import { LetterDisc } from "./letter-disc";

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

/** A token's round badge in its colour, by lowercase code; shared by the trading card, the token picker, the price table and the assets panel. */
export function TokenIcon({ code, size = 32 }: Readonly<{ code: string; size?: number }>) {
  const lower = code.toLowerCase();
  const colour = COLOURS[lower];
  const colours = colour === undefined ? { background: "var(--color-fill)", color: "var(--color-text)" } : { background: colour, color: "#fff" };
  return <LetterDisc letter={letterOf(lower)} size={size} colours={colours} />;
}
