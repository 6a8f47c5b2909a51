import { useMemo, useSyncExternalStore } from "react";
import type { Address } from "@core/ports/chain.port";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import type { BalanceSnapshot } from "./balance-tracker";
import type { BrowserWallet } from "./browser-wallet";
import type { WalletConfig } from "./wallet-config";
import { DISCONNECTED_STATE, type WalletState } from "./wallet-state";
import type { WalletStore } from "./wallet-store";

/** The wallet store and its config (the container's, started at its first use), or null when the app has no chain configured. */
export function useWalletStore(): BrowserWallet | null {
  return useService(TOKENS.Wallet);
}

/** The wallet's state and actions. */
export type WalletView = WalletState &
  Readonly<{
    /** False when the app has no chain: hide wallet UI. */
    available: boolean;
    config: WalletConfig | null;
    connect: WalletStore["connect"];
    disconnect: WalletStore["disconnect"];
    switchNetwork: WalletStore["switchNetwork"];
    refreshBalances: WalletStore["refreshBalances"];
    /** ChainPort over the app's RPC URL, for reads without a wallet; null without a chain. */
    readChain: WalletStore["readChain"] | null;
  }>;

const noSubscribe = () => () => {};
const disconnectedSnapshot = () => DISCONNECTED_STATE;
const unavailable = async () => {
  throw new Error("no chain configured");
};

/**
 * The connected wallet, live (account and network changes re-render).
 * @example const { status, account, wrongNetwork, chain, connect, switchNetwork } = useWallet();
 */
export function useWallet(): WalletView {
  const entry = useWalletStore();
  const state = useSyncExternalStore(entry?.store.subscribe ?? noSubscribe, entry?.store.getState ?? disconnectedSnapshot);
  if (!entry) {
    return { ...state, available: false, config: null, connect: unavailable, disconnect: unavailable, switchNetwork: unavailable, refreshBalances: () => {}, readChain: null };
  }
  const { store, config } = entry;
  return { ...state, available: true, config, connect: store.connect, disconnect: store.disconnect, switchNetwork: store.switchNetwork, refreshBalances: store.refreshBalances, readChain: store.readChain };
}

const IDLE_BALANCES: BalanceSnapshot = Object.freeze({ status: "LOADING", balances: new Map(), blockNumber: null, error: null });
const idleSnapshot = () => IDLE_BALANCES;

/**
 * Balances of the connected account for `tokens` (addresses, ETH by placeholder), keyed by
 * lower-cased address; refreshed on every new block and after refreshBalances(). While no
 * account is connected the snapshot stays LOADING with no balances.
 * @example const { balances } = useBalances(tokens.map((t) => t.address)); balances.get(dai.address.toLowerCase())
 */
export function useBalances(tokens: readonly Address[]): BalanceSnapshot {
  const entry = useWalletStore();
  const account = useSyncExternalStore(entry?.store.subscribe ?? noSubscribe, () => entry?.store.getState().account ?? null);
  const key = tokens.map((t) => t.toLowerCase()).join(",");
  // `key` stands for `tokens` (often a new array each render) so the tracker is kept across renders.
  const tracker = useMemo(() => (entry && account && key !== "" ? entry.store.balances(account, key.split(",") as Address[]) : null), [entry, account, key]);
  return useSyncExternalStore(tracker?.subscribe ?? noSubscribe, tracker?.getSnapshot ?? idleSnapshot);
}
