import { LetterDisc } from "./letter-disc";
import "./wallet-icon.css";

/**
 * A wallet's EIP-6963 icon (a data: URI, so no request leaves the page), else its initial on a
 * disc; decorative, always beside the wallet's name. Shared by the wallet choices and the assets panel.
 */
export function WalletIcon({ name, icon, size = 28 }: Readonly<{ name: string; icon: string | null; size?: number }>) {
  if (icon) return <img className="wallet-icon" src={icon} alt="" width={size} height={size} />;
  return <LetterDisc letter={name.slice(0, 1).toUpperCase()} size={size} colours={{ background: "var(--color-primary)", color: "var(--color-primary-text)" }} />;
}
