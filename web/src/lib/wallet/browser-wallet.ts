import type { RuntimeConfig } from "@/config/runtime-config";
import { walletConfigSchema, type WalletConfig, type WalletMemory } from "./wallet-config";
import type { WalletProvider } from "./wallet-provider";
import { createWalletStore, type WalletStore } from "./wallet-store";

/**
 * The wallet configuration from the app's runtime config, or null when the server runs without
 * a chain (the wallet features then stay hidden instead of failing on every click).
 */
export function walletConfigFromRuntime(runtime: RuntimeConfig): WalletConfig | null {
  const chain = runtime.chain;
  if (!chain?.batchReader) return null;
  const parsed = walletConfigSchema.safeParse({
    chainId: chain.chainId,
    chainName: chain.name,
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

/** The app's wallet: the store over this browser and the config it was made for. */
export type BrowserWallet = Readonly<{ store: WalletStore; config: WalletConfig }>;

/**
 * The app's wallet for this runtime config, started (the container makes one), or null when the
 * app has no chain configured.
 */
export function createBrowserWallet(runtime: RuntimeConfig): BrowserWallet | null {
  const config = walletConfigFromRuntime(runtime);
  if (config === null) return null;
  const store = createBrowserWalletStore(config);
  store.start();
  return { store, config };
}
