/**
 * The page side of the test wallet: an EIP-1193 provider on `window.ethereum`, announced by
 * EIP-6963 like a browser extension. It holds no state or key: every request goes to the Node
 * side (test-wallet.ts) through an exposed function, which answers with the result or a
 * provider error and the events (accountsChanged, chainChanged) to emit.
 * This function is serialised into the page by `page.addInitScript`: it must not use imports.
 */
export type InjectedWalletInfo = Readonly<{ uuid: string; name: string; icon: string; rdns: string }>;

/** What the Node side answers one request with. */
export type BridgeAnswer = Readonly<{
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
  events?: ReadonlyArray<readonly [string, unknown]>;
}>;

export const BRIDGE_FUNCTION = "__kulTestWalletRequest";

export function injectTestWallet(args: { info: InjectedWalletInfo; bridge: string }): void {
  type Listener = (payload: unknown) => void;
  const w = window as unknown as Record<string, unknown>;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };
  const provider = {
    isKulTestWallet: true,
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const bridge = w[args.bridge] as (method: string, params: unknown) => Promise<BridgeAnswer>;
      const answer = await bridge(method, params ?? []);
      for (const [event, payload] of answer.events ?? []) emit(event, payload);
      if (answer.error) {
        const error = new Error(answer.error.message) as Error & { code: number; data?: unknown };
        error.code = answer.error.code;
        if (answer.error.data !== undefined) error.data = answer.error.data;
        throw error;
      }
      return answer.result;
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener);
    },
  };
  w.ethereum = provider;
  // Lets the Node side emit events the user would cause inside the wallet (switching account or network).
  w.__kulTestWalletEmit = emit;
  const detail = Object.freeze({ info: Object.freeze({ ...args.info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}
