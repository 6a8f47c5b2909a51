import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViemChainAdapter } from "../../../../adapters/chain/viem/viem-chain.adapter";
import { closedUrl, hardhatEnv, type HardhatEnv } from "../../../../tests/conformance/hardhat-env";
import { directBalances, listedAssets } from "../../../../tests/conformance/suite-context";
import type { Address } from "../../../../core/ports/chain.port";
import type { SchedulerPort } from "../../../../core/ports/clock.port";
import { createBalanceTracker, type BalanceSnapshot } from "./balance-tracker";
import { lazyChainPort } from "./lazy-chain-port";
import { readOnlyProvider } from "./read-only-provider";
import { until } from "./test-wallet.test-support";

let env: HardhatEnv;
let rpc: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  env = await hardhatEnv();
  rpc = await env.serve();
}, 120_000);
afterAll(async () => rpc?.close());

const readChain = (url: string) => createViemChainAdapter({ kind: "EIP1193", provider: readOnlyProvider(url) }, { deployments: [env.chainDeployment] });
const entries = (s: BalanceSnapshot) => [...s.balances.entries()];

/** Timers driven by the test: `fire` runs what is due, `next` resolves when the tracker schedules its next poll. */
function manualScheduler(): SchedulerPort & { pending: Map<number, () => void>; fire(): void; next(): Promise<void> } {
  const pending = new Map<number, () => void>();
  let waiting: (() => void)[] = [];
  let id = 0;
  return {
    pending,
    setTimeout(callback) {
      pending.set(++id, callback);
      const resolve = waiting;
      waiting = [];
      resolve.forEach((r) => r());
      return { id };
    },
    clearTimeout: (handle) => void pending.delete(handle.id),
    fire() {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((callback) => callback());
    },
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

describe("balance tracker", () => {
  it("reads every balance of the owner in one multicall once subscribed", async () => {
    const owner = env.accounts[0]!;
    const tokens = listedAssets(env);
    env.wallet.reset();
    const tracker = createBalanceTracker(readChain(rpc.url), owner, tokens, 4_000, manualScheduler());
    const stop = tracker.subscribe(() => {});
    const snapshot = await until(tracker.subscribe, tracker.getSnapshot, (s) => s.status === "READY");
    stop();
    const expected = await directBalances(env, owner, tokens);
    expect(entries(snapshot)).toEqual(tokens.map((t, i) => [t.toLowerCase(), expected[i]]));
    // eth_chainId (once per adapter), eth_blockNumber, then a single eth_call for every token.
    expect(env.wallet.methods.filter((m) => m === "eth_call")).toEqual(["eth_call"]);
  });

  it("reads again only when a new block arrives, and stops polling when nobody listens", async () => {
    const owner = env.accounts[2]! as Address;
    const eth = env.deployment.ethAddress as Address;
    const timers = manualScheduler();
    const tracker = createBalanceTracker(readChain(rpc.url), owner, [eth], 4_000, timers);
    const scheduled = timers.next();
    const stop = tracker.subscribe(() => {});
    const first = await until(tracker.subscribe, tracker.getSnapshot, (s) => s.status === "READY");
    await scheduled;
    const before = first.balances.get(eth.toLowerCase())!;

    env.wallet.reset();
    let again = timers.next();
    timers.fire(); // same block: one eth_blockNumber, no balance read
    await again;
    expect(env.wallet.methods).toEqual(["eth_blockNumber"]);

    await env.node.request({ method: "eth_sendTransaction", params: [{ from: env.accounts[0], to: owner, value: "0x3e8" }] });
    again = timers.next();
    timers.fire();
    await again;
    const after = tracker.getSnapshot();
    expect([after.balances.get(eth.toLowerCase()), after.blockNumber]).toEqual([before + 1000n, first.blockNumber! + 1n]);

    stop();
    expect([tracker.listenerCount(), timers.pending.size]).toEqual([0, 0]);
  });

  it("reports CHAIN_RPC_UNAVAILABLE when the node is down and nothing was read yet", async () => {
    const tracker = createBalanceTracker(readChain(await closedUrl()), env.accounts[0]!, [env.deployment.ethAddress as Address], 4_000, manualScheduler());
    const snapshot = await until(tracker.subscribe, tracker.getSnapshot, (s) => s.status === "ERROR");
    expect(snapshot.error?.code).toBe("CHAIN_RPC_UNAVAILABLE");
  });

  it("refuses account methods on the read-only provider and passes node errors through with their code", async () => {
    await expect(readOnlyProvider(rpc.url).request({ method: "eth_accounts" })).rejects.toMatchObject({ code: 4100 });
    await expect(readOnlyProvider(rpc.url).request({ method: "eth_noSuchMethod" })).rejects.toMatchObject({ code: -32004 }) // Hardhat: method not supported;
  });

  it("loads the chain adapter lazily and reports a node that is down as CHAIN_RPC_UNAVAILABLE", async () => {
    const port = lazyChainPort({ kind: "EIP1193", provider: readOnlyProvider(rpc.url) }, { deployments: [env.chainDeployment] });
    expect((await port.getNetwork())._unsafeUnwrap()).toEqual({ chainId: 31337, name: "hardhat" });
    const down = lazyChainPort({ kind: "EIP1193", provider: readOnlyProvider(await closedUrl()) }, { deployments: [env.chainDeployment] });
    expect((await down.getBlockNumber())._unsafeUnwrapErr().code).toBe("CHAIN_RPC_UNAVAILABLE");
  });
});
