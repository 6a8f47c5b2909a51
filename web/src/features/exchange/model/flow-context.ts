import { WALLET_CONNECTION_TYPES, type WalletConnectionType } from "../../../../../core/ports/trade-storage.port";

/** How PUT /user/address names the wallet: a known app by name, WalletConnect for a mobile wallet, else unknown. */
export function connectionTypeOf(wallet: Readonly<{ name: string; kind: string }> | null): WalletConnectionType {
  if (!wallet) return "unknown";
  if (wallet.kind === "MOBILE") return "WalletConnect";
  const name = wallet.name.toLowerCase();
  return WALLET_CONNECTION_TYPES.find((type) => type !== "unknown" && name.includes(type.toLowerCase())) ?? "unknown";
}
