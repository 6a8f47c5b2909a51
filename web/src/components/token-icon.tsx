import { useState } from "react";
import { useTokenLogo } from "@/lib/market/token-logos";
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

/**
 * A token's image from the token list's `logoURI` (the app's own files, spec 1: by the lowercase
 * code), shared by the trading card, the token picker, the price table and the assets panel; the
 * round letter badge in the token's colour while the list loads, for a token without an image,
 * or when the image fails. Decorative: the code is always written beside it.
 */
export function TokenIcon({ code, size = 32 }: Readonly<{ code: string; size?: number }>) {
  const logo = useTokenLogo(code);
  const [failed, setFailed] = useState<string | null>(null);
  if (logo !== undefined && failed !== logo) {
    return <img className="token-icon" src={logo} alt="" width={size} height={size} decoding="async" onError={() => setFailed(logo)} />;
  }
  const lower = code.toLowerCase();
  const colour = COLOURS[lower];
  const colours = colour === undefined ? { background: "var(--color-fill)", color: "var(--color-text)" } : { background: colour, color: "#fff" };
  return <LetterDisc letter={letterOf(lower)} size={size} colours={colours} />;
}
