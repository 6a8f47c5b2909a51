import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { err } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rpcBatch } from "../../adapters/chain/rpc/json-rpc-batch";
import { createRpcQuoteReader } from "../../adapters/chain/rpc/rpc-quote-reader";
import { connectMarket } from "../../adapters/server/market-deps";
import { createMemoryPriceSnapshots } from "../../adapters/storage/memory/memory-price-snapshots";
import { chainRpcTimeout, chainRpcUnavailable } from "../../core/ports/chain.errors";
import { closedUrl, hardhatEnv, silentServer, type HardhatEnv } from "../conformance/hardhat-env";

let env: HardhatEnv;
let rpc: Awaited<ReturnType<HardhatEnv["serve"]>>;
let dir: string;
const ports = { clock: { now: () => Date.now() }, snapshots: createMemoryPriceSnapshots() };

beforeAll(async () => {
  env = await hardhatEnv();
  rpc = await env.serve();
  dir = await mkdtemp(path.join(tmpdir(), "kul-deployments-"));
}, 120_000);
afterAll(async () => {
  await rpc?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A loopback node in front of `target` that, like some hosted providers, refuses JSON-RPC batches. */
async function batchRefusingProxy(target: string): Promise<Readonly<{ url: string; close: () => Promise<void> }>> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const answer = body.trimStart().startsWith("[")
        ? Promise.resolve(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch requests are not supported" } }))
        : fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body }).then((r) => r.text());
      void answer.then((text) => res.writeHead(200, { "content-type": "application/json" }).end(text));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("the market's chain wiring", () => {
  it("turns the server's market off when no node answers", async () => {
    const lines: string[] = [];
    const url = await closedUrl();
    expect([await connectMarket({ rpcUrl: url, deploymentsDir: dir }, ports, (line) => lines.push(line)), lines]).toEqual([null, [`market routes off: no node at ${new URL(url).host}`]]);
  });

  it("turns the server's market off when the node's chain has no deployment file", async () => {
    const lines: string[] = [];
    expect(await connectMarket({ rpcUrl: rpc.url, deploymentsDir: dir }, ports, (line) => lines.push(line))).toBeNull();
    expect(lines).toEqual([expect.stringContaining("31337.json")]);
  });

  it("wires the market from the node's chain id and its deployment file", async () => {
    await writeFile(path.join(dir, "31337.json"), JSON.stringify(env.deployment));
    const market = await connectMarket({ rpcUrl: rpc.url, deploymentsDir: dir }, ports);
    expect([market?.network.chainId, market?.network.stablecoin, market?.network.venues.length, (await market!.reader.getBlockNumber()).isOk()]).toEqual([31337, "USDC", 6, true]);
  });

  it("wires the market through the first node that answers of a list, one request per call for a node that refuses batches", async () => {
    await writeFile(path.join(dir, "31337.json"), JSON.stringify(env.deployment));
    const noBatches = await batchRefusingProxy(rpc.url);
    try {
      const market = await connectMarket({ rpcUrl: rpc.url, rpcUrls: [await closedUrl(), noBatches.url], rpcBatch: false, deploymentsDir: dir }, ports);
      expect([market?.network.chainId, (await market!.reader.getBlockNumber()).isOk(), (await market!.reader.getFeeData())._unsafeUnwrap().source]).toEqual([31337, true, "FEE_HISTORY"]);
      // The same node with batches on: its refusal is the answer to every call.
      const batching = await connectMarket({ rpcUrl: noBatches.url, rpcBatch: true, deploymentsDir: dir }, ports);
      expect(batching).toBeNull();
    } finally {
      await noBatches.close();
    }
  });

  it("reports a node that is down as CHAIN_RPC_UNAVAILABLE and a hung one as CHAIN_RPC_TIMEOUT", async () => {
    const hung = await silentServer();
    const down = await rpcBatch(await closedUrl(), [{ method: "eth_blockNumber", params: [] }], 1_000);
    const slow = await rpcBatch(hung.url, [{ method: "eth_blockNumber", params: [] }], 200);
    await hung.close();
    expect([down.isErr() && down.error.code, slow]).toEqual(["CHAIN_RPC_UNAVAILABLE", err(chainRpcTimeout())]);
  });

  it("keeps a reverted call's revert data, sent flat (geth) or nested (Hardhat), and nothing that is not hex", async () => {
    const errors = [{ code: 3, message: "execution reverted", data: "0xabcd" }, { code: -32603, message: "reverted", data: { message: "reverted", data: "0x12" } }, { code: -32000, message: "bad", data: "oops" }];
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(errors.map((error, id) => ({ jsonrpc: "2.0", id, error })))));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answers = await rpcBatch(url, errors.map(() => ({ method: "eth_call", params: [] })), 5_000);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(answers._unsafeUnwrap()).toEqual([
      { ok: false, message: "execution reverted", revertData: "0xabcd" },
      { ok: false, message: "reverted", revertData: "0x12" },
      { ok: false, message: "bad" },
    ]);
  });

  it("answers null for a quote whose view reverts, next to the quotes that succeed, and legacy-or-1559 fee data", async () => {
    const reader = createRpcQuoteReader({ url: rpc.url, router: env.chainDeployment.router });
    const block = (await reader.getBlockNumber())._unsafeUnwrap();
    const eth = env.deployment.tokens.ETH!.address as `0x${string}`;
    const dai = env.deployment.tokens.DAI!.address as `0x${string}`;
    const outs = (
      await reader.quoteMany(
        [
          { src: eth, dest: dai, route: { kind: "SINGLE", proxyIndex: 0, srcAmount: 10n ** 18n }, partnerIndex: 0 },
          { src: eth, dest: dai, route: { kind: "SINGLE", proxyIndex: 9, srcAmount: 10n ** 18n }, partnerIndex: 0 },
        ],
        block,
      )
    )._unsafeUnwrap();
    const fees = (await reader.getFeeData())._unsafeUnwrap();
    expect([outs[0]! > 0n, outs[1], fees.source, (await reader.quoteMany([], block))._unsafeUnwrap()]).toEqual([true, null, "FEE_HISTORY", []]);
  });

  it("keeps the error of an unreachable node when quoting", async () => {
    const reader = createRpcQuoteReader({ url: await closedUrl(), router: env.chainDeployment.router, timeoutMs: 1_000 });
    const result = await reader.getBlockNumber();
    expect(result.isErr() && result.error.code).toBe(chainRpcUnavailable("x").code);
  });
});
