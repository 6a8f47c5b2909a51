import type { CSSProperties } from "react";
import "./letter-disc.css";

/**
 * A round badge with one letter, decorative (the name it stands for is always written beside it).
 * Drawn in the page's font: no image request. Token badges and wallets without an icon use it.
 */
export function LetterDisc({ letter, size, colours }: Readonly<{ letter: string; size: number; colours: Readonly<{ background: string; color: string }> }>) {
  const style: CSSProperties = { width: size, height: size, fontSize: Math.round(size / 2), ...colours };
  return (
    <span className="letter-disc" style={style} aria-hidden="true">
      {letter}
    </span>
  );
}
