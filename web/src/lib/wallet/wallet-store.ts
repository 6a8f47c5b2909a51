import { err, ok, type Result } from "neverthrow";
import { watchWallets, type DiscoveredWallet, type DiscoveryTarget } from "../../../../adapters/chain/wallet/eip6963";
import { switchChain } from "../../../../adapters/chain/wallet/switch-chain";
import type { ChainDeployment } from "../../../../adapters/chain/shared/config";
import type { Address, ChainPort } from "../../../../core/ports/chain.port";
import type { SchedulerPort } from "../../../../core/ports/clock.port";
import { lazyChainPort } from "./lazy-chain-port";
import { createBalanceTracker, DEFAULT_BLOCK_POLL_MS, type BalanceTracker } from "./balance-tracker";
import { readOnlyProvider } from "./read-only-provider";
import { walletChoices, type WalletChoice } from "./wallet-choices";
import { WALLET_MEMORY_KEY, type WalletConfig, type WalletMemory } from "./wallet-config";
import { toWalletError, walletNoAccount, walletNotFound, type WalletError } from "./wallet-errors";
import { listenToWallet, parseAccounts, parseChainId, type WalletProvider } from "./wallet-provider";
import { DISCONNECTED_STATE, walletInfo, type WalletState } from "./wallet-state";

/** What the store needs from the browser; tests pass a plain EventTarget and a Map-backed memory. */
export type WalletStoreDeps = Readonly<{
  config: WalletConfig;
  /** Where EIP-6963 announcements arrive (window). */
  discovery: DiscoveryTarget;
  /** The legacy injected provider (window.ethereum), read at start. */
  injected: () => WalletProvider | undefined;
  memory: WalletMemory;
  blockPollMs?: number;
  /** Timers for the balance polling (default: the browser's). */
  scheduler?: SchedulerPort;
  pollingIntervalMs?: number;
}>;

/** The wallet layer: state for the UI, the actions, and chain access with and without a wallet. */
export type WalletStore = Readonly<{
  getState(): WalletState;
  subscribe(listener: () => void): () => void;
  /** Discovers wallets and silently resumes the remembered one; returns stop. */
  start(): () => void;
  connect(rdns: string): Promise<Result<void, WalletError>>;
  disconnect(): Promise<void>;
  switchNetwork(): Promise<Result<void, WalletError>>;
  /** ChainPort over the app's RPC URL: reads that need no wallet. */
  readChain: ChainPort;
  /** A shared balance tracker for `owner` and `tokens`. */
  balances(owner: Address, tokens: readonly Address[]): BalanceTracker;
  /** Reads every tracked balance again (call after a trade or an approval). */
  refreshBalances(): void;
}>;

/**
 * The wallet store (framework-free; React reads it through useSyncExternalStore).
 * @example const store = createWalletStore({ config, discovery: window, injected: () => window.ethereum, memory: localStorage }); store.start();
 */
export function createWalletStore(deps: WalletStoreDeps): WalletStore {
  const { config, memory } = deps;
  const deployment: ChainDeployment = { chainId: config.chainId, name: config.chainName, router: config.router, batchReader: config.batchReader };
  const adapterConfig = { deployments: [deployment], ...(deps.pollingIntervalMs ? { pollingIntervalMs: deps.pollingIntervalMs } : {}) };
  const readChain = lazyChainPort({ kind: "EIP1193", provider: readOnlyProvider(config.rpcUrl) }, adapterConfig);
  const listeners = new Set<() => void>();
  const trackers = new Map<string, BalanceTracker>();
  let state = DISCONNECTED_STATE;
  let provider: WalletProvider | null = null;
  let unlisten = () => {};
  let generation = 0; // bumped by every connect, resume and disconnect: late answers of older attempts are dropped
  let resumed = false;

  const set = (patch: Partial<WalletState>) => {
    state = Object.freeze({ ...state, ...patch });
    for (const listener of [...listeners]) listener();
  };
  const network = (p: WalletProvider, chainId: number | null) => ({
    chainId,
    wrongNetwork: chainId !== config.chainId,
    chain: chainId === config.chainId ? lazyChainPort({ kind: "EIP1193", provider: p }, adapterConfig) : null,
  });
  const detach = () => {
    unlisten();
    unlisten = () => {};
    provider = null;
  };
  const reset = (error: WalletError | null = null) => {
    detach();
    set({ ...DISCONNECTED_STATE, choices: state.choices, error });
  };

  const attach = (choice: WalletChoice, p: WalletProvider, account: Address, chainId: number | null) => {
    provider = p;
    unlisten = listenToWallet(p, {
      accountsChanged: (accounts) => {
        if (provider !== p) return;
        if (accounts[0]) return set({ account: accounts[0] });
        memory.removeItem(WALLET_MEMORY_KEY); // the user disconnected the site in the wallet
        reset();
      },
      chainChanged: (id) => provider === p && set(network(p, id)),
      disconnect: () => provider === p && reset(),
    });
    memory.setItem(WALLET_MEMORY_KEY, choice.rdns);
    set({ status: "CONNECTED", wallet: walletInfo(choice), account, error: null, ...network(p, chainId) });
  };

  // eth_requestAccounts prompts; eth_accounts (silent resume) answers [] when the site lost access.
  const open = async (choice: WalletChoice, silent: boolean): Promise<Result<void, WalletError>> => {
    const mine = ++generation;
    detach();
    set({ status: silent ? "RECONNECTING" : "CONNECTING", wallet: walletInfo(choice), account: null, chainId: null, wrongNetwork: false, chain: null, error: null });
    try {
      const p = silent ? await choice.resume() : await choice.open();
      const accounts = p ? parseAccounts(await p.request({ method: silent ? "eth_accounts" : "eth_requestAccounts" })) : [];
      const chainId = p && accounts[0] ? parseChainId(await p.request({ method: "eth_chainId" })) : null;
      if (mine !== generation) return ok(undefined);
      if (!p || !accounts[0]) {
        if (silent) memory.removeItem(WALLET_MEMORY_KEY);
        reset(silent ? null : walletNoAccount());
        return silent ? ok(undefined) : err(walletNoAccount());
      }
      attach(choice, p, accounts[0], chainId);
      return ok(undefined);
    } catch (error) {
      if (mine !== generation) return ok(undefined);
      const failure = toWalletError(error);
      reset(silent ? null : failure);
      return silent ? ok(undefined) : err(failure);
    }
  };

  const tryResume = () => {
    const rdns = memory.getItem(WALLET_MEMORY_KEY);
    const choice = rdns ? state.choices.find((c) => c.rdns === rdns) : undefined;
    if (resumed || !choice || state.status !== "DISCONNECTED") return;
    resumed = true;
    void open(choice, true);
  };
  const setChoices = (discovered: readonly DiscoveredWallet[]) => {
    set({ choices: walletChoices(discovered, deps.injected(), config) });
    tryResume(); // an extension may announce itself after the page started
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      let discovered: readonly DiscoveredWallet[] = [];
      const stop = watchWallets(deps.discovery, (wallets) => {
        discovered = wallets;
        setChoices(wallets);
      });
      if (discovered.length === 0) setChoices(discovered);
      return () => {
        stop();
        generation++;
        detach();
      };
    },
    async connect(rdns) {
      const choice = state.choices.find((c) => c.rdns === rdns);
      if (!choice) {
        set({ error: walletNotFound(rdns) });
        return err(walletNotFound(rdns));
      }
      return open(choice, false);
    },
    async disconnect() {
      generation++;
      const p = provider;
      memory.removeItem(WALLET_MEMORY_KEY);
      reset();
      // WalletConnect ends its session; extensions have nothing to close (the site keeps its permission).
      await Promise.resolve(p?.disconnect?.()).catch(() => undefined);
    },
    async switchNetwork() {
      const p = provider;
      if (!p) return err(walletNoAccount());
      const result = await switchChain(p, {
        chainId: config.chainId,
        chainName: config.chainName,
        rpcUrls: [config.rpcUrl],
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        ...(config.explorerUrl ? { blockExplorerUrls: [config.explorerUrl] } : {}),
      });
      if (provider !== p) return result.map(() => undefined);
      if (result.isErr()) {
        set({ error: result.error });
        return err(result.error);
      }
      // Most wallets also emit chainChanged; reading the chain id covers those that do not.
      const chainId = parseChainId(await p.request({ method: "eth_chainId" }).catch(() => null));
      if (provider === p && chainId !== null && chainId !== state.chainId) set(network(p, chainId));
      if (provider === p) set({ error: null });
      return ok(undefined);
    },
    readChain,
    balances(owner, tokens) {
      const key = `${owner.toLowerCase()}|${tokens.map((t) => t.toLowerCase()).join(",")}`;
      for (const [k, tracker] of trackers) if (k !== key && tracker.listenerCount() === 0) trackers.delete(k);
      let tracker = trackers.get(key);
      if (!tracker) {
        tracker = createBalanceTracker(readChain, owner, tokens, deps.blockPollMs ?? DEFAULT_BLOCK_POLL_MS, deps.scheduler);
        trackers.set(key, tracker);
      }
      return tracker;
    },
    refreshBalances() {
      for (const tracker of trackers.values()) if (tracker.listenerCount() > 0) tracker.refresh();
    },
  };
}
