import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { announceWallet } from "../../../../adapters/chain/wallet/eip6963";
import { hardhatEnv, type HardhatEnv } from "../../../../tests/conformance/hardhat-env";
import { TestWallet, memoryStorage, until } from "./test-wallet.test-support";
import { WALLET_MEMORY_KEY, type WalletConfig } from "./wallet-config";
import { createWalletStore, type WalletStore } from "./wallet-store";
import type { WalletState } from "./wallet-state";

let env: HardhatEnv;
let rpc: { url: string; close: () => Promise<void> };
let config: WalletConfig;
const stops: (() => void)[] = [];

beforeAll(async () => {
  env = await hardhatEnv();
  rpc = await env.serve();
  config = { chainId: 31337, chainName: "KUL Swap local", rpcUrl: rpc.url, router: env.chainDeployment.router, batchReader: env.chainDeployment.batchReader };
}, 120_000);
afterAll(async () => rpc?.close());
beforeEach(() => {
  while (stops.length) stops.pop()!();
});

const info = (rdns: string) => ({ uuid: `uuid-${rdns}`, name: `Wallet ${rdns}`, icon: "data:image/svg+xml;base64,PHN2Zy8+", rdns });

/** A page with the test wallet announced over EIP-6963 (or only injected), and a started store. */
function page(options: { announce?: boolean; injected?: boolean; memory?: ReturnType<typeof memoryStorage>; wallet?: TestWallet; cfg?: WalletConfig } = {}) {
  const target = new EventTarget();
  const wallet = options.wallet ?? new TestWallet(env.node, env.accounts[0]!);
  if (options.announce ?? true) stops.push(announceWallet(target, { info: info("io.test"), provider: wallet }));
  const memory = options.memory ?? memoryStorage();
  const store = createWalletStore({ config: options.cfg ?? config, discovery: target, injected: () => (options.injected ? wallet : undefined), memory });
  stops.push(store.start());
  return { target, wallet, memory, store };
}

const when = (store: WalletStore, check: (s: WalletState) => boolean) => until(store.subscribe, store.getState, check);

describe("wallet choices", () => {
  it("lists EIP-6963 wallets and leaves out the injected fallback when one announced", () => {
    const { store } = page({ injected: true });
    expect(store.getState().choices.map((c) => [c.rdns, c.kind, c.name])).toEqual([["io.test", "BROWSER", "Wallet io.test"]]);
  });

  it("offers window.ethereum when no wallet announces itself, and WalletConnect only with a project id", () => {
    const plain = page({ announce: false, injected: true }).store.getState().choices;
    expect(plain.map((c) => [c.rdns, c.kind, c.name])).toEqual([["injected", "BROWSER", "Browser wallet"]]);
    const withWc = page({ announce: false, cfg: { ...config, walletConnectProjectId: "abc" } }).store.getState().choices;
    expect(withWc.map((c) => [c.rdns, c.kind])).toEqual([["com.walletconnect", "MOBILE"]]);
  });
});

describe("connecting", () => {
  it("connects, remembers the wallet and gives a ChainPort that signs as the wallet's account", async () => {
    const { store, memory } = page();
    expect(await store.connect("io.test")).toEqual({ value: undefined });
    const state = store.getState();
    expect([state.status, state.account, state.chainId, state.wrongNetwork, state.wallet?.rdns, state.error]).toEqual([
      "CONNECTED", env.accounts[0], 31337, false, "io.test", null,
    ]);
    expect(memory.getItem(WALLET_MEMORY_KEY)).toBe("io.test");
    expect((await state.chain!.getAccount())._unsafeUnwrap()).toBe(env.accounts[0]);
  });

  it("reports a declined connection as CHAIN_USER_REJECTED and stays disconnected", async () => {
    const { store, wallet, memory } = page();
    wallet.declineNext = true;
    const result = await store.connect("io.test");
    expect(result.isErr() && result.error).toEqual({ code: "CHAIN_USER_REJECTED" });
    expect([store.getState().status, store.getState().error, memory.getItem(WALLET_MEMORY_KEY)]).toEqual(["DISCONNECTED", { code: "CHAIN_USER_REJECTED" }, null]);
  });

  it("refuses an unknown wallet with WALLET_NOT_FOUND", async () => {
    const { store } = page();
    const result = await store.connect("io.gone");
    expect(result.isErr() && result.error).toEqual({ code: "WALLET_NOT_FOUND", rdns: "io.gone" });
  });

  it("ignores a connection the user answers after pressing disconnect", async () => {
    const { store, wallet } = page();
    wallet.holdPrompts = true;
    const pending = store.connect("io.test");
    expect(store.getState().status).toBe("CONNECTING");
    await store.disconnect();
    wallet.releasePrompts();
    await pending;
    expect([store.getState().status, store.getState().account]).toEqual(["DISCONNECTED", null]);
  });
});

describe("resuming the remembered wallet", () => {
  it("reconnects silently with eth_accounts, never prompting", async () => {
    const memory = memoryStorage();
    memory.setItem(WALLET_MEMORY_KEY, "io.test");
    const wallet = new TestWallet(env.node, env.accounts[1]!);
    wallet.authorized = true;
    const { store } = page({ memory, wallet });
    const state = await when(store, (s) => s.status === "CONNECTED");
    expect(state.account).toBe(env.accounts[1]);
    expect(wallet.methods).not.toContain("eth_requestAccounts");
  });

  it("forgets the wallet when the site lost its permission", async () => {
    const memory = memoryStorage();
    memory.setItem(WALLET_MEMORY_KEY, "io.test");
    const { store, wallet } = page({ memory });
    await until(store.subscribe, () => wallet.methods.includes("eth_accounts") && store.getState().status, (s) => s === "DISCONNECTED");
    expect([memory.getItem(WALLET_MEMORY_KEY), store.getState().error]).toEqual([null, null]);
  });

  it("waits for a wallet that announces itself after the page started", async () => {
    const memory = memoryStorage();
    memory.setItem(WALLET_MEMORY_KEY, "io.late");
    const { store, target, wallet } = page({ memory, announce: false });
    wallet.authorized = true;
    expect(store.getState().status).toBe("DISCONNECTED");
    stops.push(announceWallet(target, { info: info("io.late"), provider: wallet }));
    expect((await when(store, (s) => s.status === "CONNECTED")).wallet?.rdns).toBe("io.late");
  });
});

describe("live changes in the wallet", () => {
  it("follows the account the user picks, and disconnects when the wallet shares none", async () => {
    const { store, wallet, memory } = page();
    await store.connect("io.test");
    wallet.changeAccount(env.accounts[2]!);
    expect(store.getState().account).toBe(env.accounts[2]);
    wallet.emit("accountsChanged", []);
    expect([store.getState().status, memory.getItem(WALLET_MEMORY_KEY), wallet.listenerCount()]).toEqual(["DISCONNECTED", null, 0]);
  });

  it("flags a wrong network, then switch network brings the wallet back", async () => {
    const { store, wallet } = page();
    await store.connect("io.test");
    wallet.changeChain(1);
    expect([store.getState().chainId, store.getState().wrongNetwork, store.getState().chain]).toEqual([1, true, null]);
    expect((await store.switchNetwork()).isOk()).toBe(true);
    expect([store.getState().chainId, store.getState().wrongNetwork, wallet.methods.filter((m) => m.startsWith("wallet_"))]).toEqual([
      31337, false, ["wallet_switchEthereumChain"],
    ]);
    expect(store.getState().chain).not.toBeNull();
  });

  it("adds the app's network when the wallet does not know it", async () => {
    const wallet = new TestWallet(env.node, env.accounts[0]!, 1, [1]);
    const { store } = page({ wallet });
    await store.connect("io.test");
    expect(store.getState().wrongNetwork).toBe(true);
    expect((await store.switchNetwork()).isOk()).toBe(true);
    expect(wallet.methods.filter((m) => m.startsWith("wallet_"))).toEqual(["wallet_switchEthereumChain", "wallet_addEthereumChain", "wallet_switchEthereumChain"]);
    expect([store.getState().chainId, store.getState().wrongNetwork]).toEqual([31337, false]);
  });

  it("keeps the banner and reports a declined switch", async () => {
    const { store, wallet } = page();
    await store.connect("io.test");
    wallet.changeChain(1);
    wallet.declineNext = true;
    const result = await store.switchNetwork();
    expect(result.isErr() && result.error).toEqual({ code: "CHAIN_USER_REJECTED" });
    expect([store.getState().wrongNetwork, store.getState().error]).toEqual([true, { code: "CHAIN_USER_REJECTED" }]);
  });

  it("disconnect forgets the wallet and stops listening to it", async () => {
    const { store, wallet, memory } = page();
    await store.connect("io.test");
    await store.disconnect();
    wallet.changeAccount(env.accounts[2]!);
    expect([store.getState().status, store.getState().account, memory.getItem(WALLET_MEMORY_KEY), wallet.listenerCount()]).toEqual([
      "DISCONNECTED", null, null, 0,
    ]);
  });
});
