// The wallet layer shared by features (web-exchange, market, wallet). Usage:
//   const { status, account, chainId, wrongNetwork, wallet, chain, connect, disconnect, switchNetwork, refreshBalances } = useWallet();
//   - status: "DISCONNECTED" | "RECONNECTING" | "CONNECTING" | "CONNECTED"; `available` is false when the app has no chain.
//   - chain: ChainPort over the connected wallet (approve, trade, quote...), non-null only when CONNECTED on the app's
//     network; `readChain` is a read-only ChainPort over the app's RPC URL (no wallet needed).
//   - connect(rdns) with an rdns from `choices` (EIP-6963 wallets, "injected", WalletConnect); returns Result<void, WalletError>.
//   - error: last connect/switch failure as data; render with t(`errors:${error.code}`).
//   const { status, balances } = useBalances(tokens.map((t) => t.address)); // Map keyed by lower-cased address
//   balances.get(ETH_ADDRESS.toLowerCase()) -> bigint | undefined; call refreshBalances() after a trade or approval.
// Framework-free pieces (createWalletStore, createBalanceTracker) are exported for tests and non-React code.
export { useWallet, useBalances, useWalletStore, type WalletView } from "./use-wallet";
export type { WalletState, WalletStatus, ConnectedWalletInfo } from "./wallet-state";
export type { WalletChoice, WalletKind } from "./wallet-choices";
export type { BalanceSnapshot, BalanceTracker } from "./balance-tracker";
export type { WalletConfig } from "./wallet-config";
export { WALLET_ERROR_CODES, type WalletError } from "./wallet-errors";
export { createWalletStore, type WalletStore, type WalletStoreDeps } from "./wallet-store";
export { walletConfigFromRuntime } from "./browser-wallet";
