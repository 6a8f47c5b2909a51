/** The wallet's EIP-6963 icon (a data: URI) or its initial, decorative beside the wallet's name. */
export function WalletIcon({ name, icon, size = 24 }: Readonly<{ name: string; icon: string | null; size?: number }>) {
  if (icon) return <img className="wallet-badge" src={icon} alt="" width={size} height={size} />;
  return (
    <span className="wallet-badge wallet-badge-letter" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
