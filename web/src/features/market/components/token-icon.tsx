/** Codes with an icon under web/public/tokens/<code>.svg; others get a letter badge (no 404 request). */
const ICONS = new Set(["eth", "dai", "usdc", "usdt", "wbtc", "mkr", "link", "slp"]);

/** A token's icon from its lowercase code (spec 1), decorative: the code is always written beside it. */
export function TokenIcon({ code, size = 32 }: Readonly<{ code: string; size?: number }>) {
  const lower = code.toLowerCase();
  if (ICONS.has(lower)) return <img className="token-icon" src={`/tokens/${lower}.svg`} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className="token-icon token-icon-letter" style={{ width: size, height: size }} aria-hidden="true">
      {code.slice(0, 1).toUpperCase()}
    </span>
  );
}
