import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AbiCoder, Interface } from "ethers";
import { afterEach, describe, expect, it } from "vitest";
import type { Address } from "../../../core/ports/chain.port";
import { readPoolSnapshot, type WatchedPool } from "./rpc-pool-reader";
import { SNAPSHOTS_SELECTOR } from "./uniswap-v3-snapshot-query.code";

const ROUTER = "0x5FbDB2315678afecb367f032d93F642f64180aa3" as Address;
const T0 = "0x00000000000000000000000000000000000000a0" as Address;
const T1 = "0x00000000000000000000000000000000000000a1" as Address;
const POOL = "0x00000000000000000000000000000000000000b1" as Address;
const views = new Interface(["function partners(uint256) view returns (address, uint256, string)", "function tradingProxies(uint256) view returns (string, bool, address)"]);
const SNAPSHOTS = ["bool[]", "tuple(address, uint160, int24, uint128, uint24, int24, int24, int24, tuple(int24, int128)[])[]"];
const GOOD = [POOL, 2n ** 96n, 0n, 10n ** 20n, 3000n, 60n, 0n, 15360n, [[60n, 5n], [120n, -5n]]];

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server === undefined ? done() : server.close(() => done()))));

/** The query's answer: its revert with Snapshots(found, snapshots). */
const snapshots = (found: boolean[], list: unknown[]) => ({ revert: SNAPSHOTS_SELECTOR + AbiCoder.defaultAbiCoder().encode(SNAPSHOTS, [found, list]).slice(2) });
type V3Answer = Readonly<{ revert: string } | { result: string }>;

/** A node answering the router's views, and `v3Answer` (a revert with its data, or a result) for the call without a recipient. */
async function node(v3Answer: V3Answer): Promise<string> {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const calls = JSON.parse(body) as { id: number; params: [{ to?: string; data: string }] }[];
      const answer = (call: (typeof calls)[number]) => {
        const { to, data } = call.params[0];
        if (to === undefined) return "revert" in v3Answer ? { error: { code: 3, message: "execution reverted", data: v3Answer.revert } } : { result: v3Answer.result };
        if (data.startsWith(views.getFunction("partners")!.selector)) return { result: views.encodeFunctionResult("partners", [ROUTER, 25n, "platform"]) };
        return { result: views.encodeFunctionResult("tradingProxies", ["Uniswap V3 0.3 %", true, ROUTER]) };
      };
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(calls.map((call) => ({ jsonrpc: "2.0", id: call.id, ...answer(call) }))));
    });
  });
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const watched: WatchedPool[] = [{ proxyIndex: 0, kind: "uniswap-v3", address: POOL, tokenA: T1, tokenB: T0 }];
const read = async (answer: V3Answer) => (await readPoolSnapshot({ url: await node(answer), router: ROUTER, timeoutMs: 5_000, proxyIndexes: [0], pools: watched }, 0, 1n))._unsafeUnwrap().venues[0]!.pools;

describe("readPoolSnapshot, Uniswap V3 pools", () => {
  it("reads a pool's state from the call without a recipient, tokens in address order", async () => {
    expect(await read(snapshots([true], [GOOD]))).toEqual([
      { kind: "uniswap-v3", token0: T0, token1: T1, fee: 3000, sqrtPriceX96: 2n ** 96n, tick: 0, liquidity: 10n ** 20n, tickSpacing: 60, minTick: 0, maxTick: 15360, ticks: [{ tick: 60, liquidityNet: 5n }, { tick: 120, liquidityNet: -5n }] },
    ]);
  });

  it.each([
    ["not ABI", { revert: `${SNAPSHOTS_SELECTOR}1234` }],
    ["an empty revert", { revert: "0x" }],
    ["another error's revert", { revert: `0x08c379a0${AbiCoder.defaultAbiCoder().encode(SNAPSHOTS, [[true], [GOOD]]).slice(2)}` }],
    ["a result instead of the revert", { result: AbiCoder.defaultAbiCoder().encode(SNAPSHOTS, [[true], [GOOD]]) }],
    ["a pool marked absent", snapshots([false], [GOOD])],
    ["another pool's address", snapshots([true], [[T0, ...GOOD.slice(1)]])],
    ["a tick outside the window", snapshots([true], [[...GOOD.slice(0, 2), 20_000n, ...GOOD.slice(3)]])],
    ["ticks out of order", snapshots([true], [[...GOOD.slice(0, 8), [[120n, 5n], [60n, -5n]]]])],
    ["a tick off the spacing", snapshots([true], [[...GOOD.slice(0, 8), [[61n, 5n]]]])],
    ["a price below the pool's bound", snapshots([true], [[POOL, 1n, ...GOOD.slice(2)]])],
    ["a fee of 100 %", snapshots([true], [[...GOOD.slice(0, 4), 1_000_000n, ...GOOD.slice(5)]])],
    ["more snapshots than pools", snapshots([true, true], [GOOD, GOOD])],
  ])("leaves the pool out for %s", async (_label, answer) => {
    expect(await read(answer)).toEqual([]);
  });
});
