import type { Eip1193Provider } from "../../../../adapters/chain/wallet/eip1193";

/** Listener of an EIP-1193 event; payloads are checked where they are used. */
type Listener = (payload: unknown) => void;

/** An EIP-1193 provider with the optional event API (EIP-1193 section "Events") and close. */
export type WalletProvider = Eip1193Provider & {
  on?(event: string, listener: Listener): unknown;
  removeListener?(event: string, listener: Listener): unknown;
  /** WalletConnect closes its session; extensions have nothing to close. */
  disconnect?(): Promise<void> | void;
};

/** What a wallet reports while it is connected. */
export type WalletEvents = Readonly<{
  accountsChanged(accounts: readonly `0x${string}`[]): void;
  chainChanged(chainId: number): void;
  disconnect(): void;
}>;

const isAddress = (a: unknown): a is `0x${string}` => typeof a === "string" && /^0x[0-9a-fA-F]{40}$/.test(a);

/** The accounts of an eth_accounts / accountsChanged payload; anything else counts as none. */
export function parseAccounts(payload: unknown): readonly `0x${string}`[] {
  return Array.isArray(payload) ? payload.filter(isAddress) : [];
}

/** A chain id from eth_chainId / chainChanged (hex string; some wallets send a number). */
export function parseChainId(payload: unknown): number | null {
  if (typeof payload === "number" && Number.isSafeInteger(payload)) return payload;
  if (typeof payload !== "string" || !/^(0x[0-9a-fA-F]+|\d+)$/.test(payload)) return null;
  const id = Number(payload.startsWith("0x") ? BigInt(payload) : payload);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Subscribes to a wallet's events; the returned function unsubscribes. Providers without an
 * event API are still usable: the app then learns of changes only when it asks.
 */
export function listenToWallet(provider: WalletProvider, events: WalletEvents): () => void {
  const handlers: Record<string, Listener> = {
    accountsChanged: (payload) => events.accountsChanged(parseAccounts(payload)),
    chainChanged: (payload) => {
      const id = parseChainId(payload);
      if (id !== null) events.chainChanged(id);
    },
    // EIP-1193 "disconnect" means the provider lost every chain, not a user action; treat it as one.
    disconnect: () => events.disconnect(),
  };
  for (const [name, handler] of Object.entries(handlers)) provider.on?.(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) provider.removeListener?.(name, handler);
  };
}
