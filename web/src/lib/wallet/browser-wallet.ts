import type { RuntimeConfig } from "@/config/runtime-config";
import { walletConfigSchema, type WalletConfig, type WalletMemory } from "./wallet-config";
import type { WalletProvider } from "./wallet-provider";
import { createWalletStore, type WalletStore } from "./wallet-store";

/** Names wallets show for the networks KUL Swap runs on (wallet_addEthereumChain's chainName). */
const CHAIN_NAMES: Readonly<Record<number, string>> = { 1: "Ethereum", 11155111: "Sepolia", 31337: "KUL Swap local (Hardhat)" };

/**
 * The wallet configuration from the app's runtime config, or null when the server runs without
 * a chain (the wallet features then stay hidden instead of failing on every click).
 */
export function walletConfigFromRuntime(runtime: RuntimeConfig): WalletConfig | null {
  const chain = runtime.chain;
  if (!chain?.batchReader) return null;
  const parsed = walletConfigSchema.safeParse({
    chainId: chain.chainId,
    chainName: CHAIN_NAMES[chain.chainId] ?? chain.name,
    rpcUrl: chain.rpcUrl,
    router: chain.router,
    batchReader: chain.batchReader,
    ...(chain.explorerUrl ? { explorerUrl: chain.explorerUrl } : {}),
    ...(runtime.walletConnectProjectId ? { walletConnectProjectId: runtime.walletConnectProjectId } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** localStorage, or nothing where the browser refuses it (private modes). */
function browserMemory(): WalletMemory {
  const guard = <T>(work: () => T, fallback: T): T => {
    try {
      return work();
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => guard(() => localStorage.getItem(key), null),
    setItem: (key, value) => guard(() => localStorage.setItem(key, value), undefined),
    removeItem: (key) => guard(() => localStorage.removeItem(key), undefined),
  };
}

/** The store over this browser: window for EIP-6963, window.ethereum, localStorage. */
export function createBrowserWalletStore(config: WalletConfig): WalletStore {
  return createWalletStore({
    config,
    discovery: window,
    injected: () => (window as { ethereum?: WalletProvider }).ethereum,
    memory: browserMemory(),
  });
}
