import type { Eip1193Provider } from "../../../../adapters/chain/wallet/eip1193";
import type { WalletProvider } from "./wallet-provider";

type Listener = (payload: unknown) => void;
type Request = { method: string; params?: readonly unknown[] | object };

/**
 * A browser wallet for tests: holds one Hardhat account, forwards chain calls to the node, and
 * behaves like an extension for the rest (permissions, prompts, networks, events). Not a mock of
 * the chain: reads and transactions reach the real Hardhat node.
 */
export class TestWallet implements WalletProvider {
  readonly methods: string[] = [];
  chainId: number;
  authorized = false;
  /** When set, the next prompt (eth_requestAccounts, switch) is declined with EIP-1193 4001. */
  declineNext = false;
  /** Chains the wallet knows; switching to another answers 4902 until it is added. */
  readonly knownChains: Set<number>;
  /** When set, eth_requestAccounts waits for `releasePrompt()` (a user looking at the popup). */
  holdPrompts = false;
  private held: (() => void)[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly node: Eip1193Provider,
    public account: `0x${string}`,
    chainId = 31337,
    known: readonly number[] = [1, 31337],
  ) {
    this.chainId = chainId;
    this.knownChains = new Set(known);
  }

  on(event: string, listener: Listener): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }

  emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  /** Answers the prompts waiting under holdPrompts. */
  releasePrompts(): void {
    const held = this.held;
    this.held = [];
    for (const release of held) release();
  }

  /** The user picks another account in the wallet. */
  changeAccount(account: `0x${string}`): void {
    this.account = account;
    this.emit("accountsChanged", [account]);
  }

  /** The user moves the wallet to another network. */
  changeChain(chainId: number): void {
    this.chainId = chainId;
    this.emit("chainChanged", `0x${chainId.toString(16)}`);
  }

  private decline(): void {
    if (!this.declineNext) return;
    this.declineNext = false;
    throw Object.assign(new Error("User rejected the request."), { code: 4001 });
  }

  async request(args: Request): Promise<unknown> {
    this.methods.push(args.method);
    const params = (Array.isArray(args.params) ? args.params : []) as { chainId?: string }[];
    switch (args.method) {
      case "eth_requestAccounts":
        if (this.holdPrompts) await new Promise<void>((resolve) => this.held.push(resolve));
        this.decline();
        this.authorized = true;
        return [this.account];
      case "eth_accounts":
        return this.authorized ? [this.account] : [];
      case "eth_chainId":
        return `0x${this.chainId.toString(16)}`;
      case "wallet_switchEthereumChain": {
        this.decline();
        const id = Number(BigInt(params[0]?.chainId ?? "0x0"));
        if (!this.knownChains.has(id)) throw Object.assign(new Error("Unrecognized chain"), { code: 4902 });
        if (id !== this.chainId) this.changeChain(id);
        return null;
      }
      case "wallet_addEthereumChain":
        this.decline();
        this.knownChains.add(Number(BigInt(params[0]?.chainId ?? "0x0")));
        return null;
      case "eth_sendTransaction":
        if (!this.authorized) throw Object.assign(new Error("Unauthorized"), { code: 4100 });
        return this.node.request(args);
      default:
        return this.node.request(args);
    }
  }
}

/** localStorage for tests. */
export function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Resolves once `check` holds after a change of `subscribe`'s source (or at once if it holds already). */
export function until<T>(subscribe: (listener: () => void) => () => void, read: () => T, check: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    if (check(read())) return resolve(read());
    const stop = subscribe(() => {
      const value = read();
      if (!check(value)) return;
      stop();
      resolve(value);
    });
  });
}
