import type { DiscoveredWallet } from "../../../../adapters/chain/wallet/eip6963";
import type { WalletConfig } from "./wallet-config";
import type { WalletProvider } from "./wallet-provider";
import { connectWalletConnect, walletConnectProvider, WALLETCONNECT_RDNS } from "./walletconnect";

/** BROWSER: an extension (EIP-6963 or window.ethereum); MOBILE: WalletConnect. */
export type WalletKind = "BROWSER" | "MOBILE";

/** One way to connect, as the connector lists it. */
export type WalletChoice = Readonly<{
  /** Stable id: the wallet's rdns ("io.metamask"), "injected" or the WalletConnect rdns. */
  rdns: string;
  kind: WalletKind;
  name: string;
  /** A data: URI icon from EIP-6963, or null (the UI shows a generic icon). */
  icon: string | null;
  /** The provider, asking the user to pair first where that applies (WalletConnect). */
  open(): Promise<WalletProvider>;
  /** The provider without any prompt, or null when there is no session to resume. */
  resume(): Promise<WalletProvider | null>;
}>;

/** The rdns of the window.ethereum fallback. */
export const INJECTED_RDNS = "injected";

function injectedName(provider: WalletProvider): string {
  const flags = provider as { isMetaMask?: boolean; isCoinbaseWallet?: boolean; isBraveWallet?: boolean };
  if (flags.isBraveWallet) return "Brave Wallet";
  if (flags.isCoinbaseWallet) return "Coinbase Wallet";
  if (flags.isMetaMask) return "MetaMask";
  return "Browser wallet";
}

/**
 * The choices to offer: every EIP-6963 wallet, else the injected `window.ethereum` (older
 * extensions announce nothing), then WalletConnect when a project id is configured.
 */
export function walletChoices(
  discovered: readonly DiscoveredWallet[],
  injected: WalletProvider | undefined,
  config: WalletConfig,
): readonly WalletChoice[] {
  const browser: WalletChoice[] = discovered.map(({ info, provider }) => ({
    rdns: info.rdns,
    kind: "BROWSER",
    name: info.name,
    icon: info.icon.startsWith("data:image/") ? info.icon : null,
    open: async () => provider,
    resume: async () => provider,
  }));
  if (browser.length === 0 && injected) {
    browser.push({ rdns: INJECTED_RDNS, kind: "BROWSER", name: injectedName(injected), icon: null, open: async () => injected, resume: async () => injected });
  }
  const projectId = config.walletConnectProjectId;
  if (!projectId) return browser;
  const mobile: WalletChoice = {
    rdns: WALLETCONNECT_RDNS,
    kind: "MOBILE",
    name: "WalletConnect",
    icon: null,
    open: () => connectWalletConnect(config, projectId),
    resume: async () => {
      const provider = (await walletConnectProvider(config, projectId)) as WalletProvider & { session?: unknown };
      return provider.session ? provider : null;
    },
  };
  return [...browser, mobile];
}
