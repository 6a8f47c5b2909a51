import type { WalletConfig } from "./wallet-config";
import type { WalletProvider } from "./wallet-provider";

/** The rdns the WalletConnect choice is remembered under. */
export const WALLETCONNECT_RDNS = "com.walletconnect";

/** What the app tells mobile wallets about itself. */
const METADATA = {
  name: "KUL Swap",
  description: "Swap Ethereum tokens from your own wallet",
  url: typeof location === "undefined" ? "https://kulswap.local" : location.origin,
  icons: [],
};

let loading: Promise<WalletProvider> | null = null;

/**
 * The WalletConnect v2 provider, created once. The package (and its QR modal) is imported only
 * here, on demand, so it never weighs on the Exchange page's first load.
 * @example const provider = await walletConnectProvider(config, projectId); await provider.request({ method: "eth_requestAccounts" });
 */
export function walletConnectProvider(config: WalletConfig, projectId: string): Promise<WalletProvider> {
  loading ??= import("@walletconnect/ethereum-provider")
    .then(({ EthereumProvider }) =>
      EthereumProvider.init({
        projectId,
        optionalChains: [config.chainId],
        rpcMap: { [config.chainId]: config.rpcUrl },
        showQrModal: true,
        metadata: METADATA,
        // No usage events to WalletConnect's analytics host: the page's CSP does not allow it
        // (adapters/server/routes/web-app-csp.ts), and a trader's activity is not theirs to log.
        telemetryEnabled: false,
      }),
    )
    .then((provider) => provider as unknown as WalletProvider)
    .catch((error: unknown) => {
      loading = null; // a failed download may work on the next click
      throw error;
    });
  return loading;
}

/**
 * Opens the pairing (QR code on desktop, deep link on mobile) unless a session already exists,
 * then returns the provider ready for eth_requestAccounts.
 */
export async function connectWalletConnect(config: WalletConfig, projectId: string): Promise<WalletProvider> {
  const provider = (await walletConnectProvider(config, projectId)) as WalletProvider & { session?: unknown; connect?: () => Promise<void> };
  if (!provider.session) await provider.connect?.();
  return provider;
}
