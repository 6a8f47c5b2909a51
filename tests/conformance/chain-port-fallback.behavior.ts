import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ok } from "neverthrow";
import { afterEach, describe, expect, it } from "vitest";
import type { Address } from "../../core/ports/chain.port";
import { closedUrl, silentServer } from "./hardhat-env";
import { asset, directBalances, listedAssets, unwrap, units, type SuiteContext } from "./suite-context";

type Stoppable = Readonly<{ url: string; close: () => Promise<void> }>;

/** A loopback node that answers every request 503 (an overloaded provider). */
async function busyServer(): Promise<Stoppable> {
  const server = createServer((_req, res) => res.writeHead(503).end("busy"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An ordered list of node URLs: the first that answers serves each request; when none does, CHAIN_RPC_ALL_FAILED. */
export function describeFallbackNodes(ctx: SuiteContext): void {
  describe("fallback nodes", () => {
    const started: Stoppable[] = [];
    const start = async (server: Promise<Stoppable>) => {
      const s = await server;
      started.push(s);
      return s;
    };
    afterEach(async () => {
      await Promise.all(started.splice(0).map((s) => s.close()));
    });
    const keyed = (urls: readonly string[], extra: Readonly<{ timeoutMs?: number; rounds?: number }> = {}) =>
      ctx.make(
        { kind: "RPC", url: urls[0]!, fallbackUrls: urls.slice(1), privateKey: ctx.env().keys[1]!, timeoutMs: extra.timeoutMs ?? 5_000, retry: { rounds: extra.rounds ?? 1, backoffMs: 10 } },
        ctx.config(),
      );

    it("reads through the next node when the first is down, a 503 or silent", async () => {
      const env = ctx.env();
      const node = await start(env.serve());
      const busy = await start(busyServer());
      const hung = await start(silentServer());
      const chain = keyed([await closedUrl(), busy.url, hung.url, node.url], { timeoutMs: 300 });
      const owner = env.accounts[1]!;
      expect(await chain.getNetwork()).toEqual(ok({ chainId: 31337, name: "hardhat" }));
      expect(await chain.getBalances(owner, listedAssets(env))).toEqual(ok(await directBalances(env, owner, listedAssets(env))));
    });

    it("signs and sends a transaction through the fallback node", async () => {
      const env = ctx.env();
      const node = await start(env.serve());
      const chain = keyed([await closedUrl(), node.url]);
      const token = asset(env, "DAI");
      const approved = unwrap(await chain.approve({ token, spender: env.chainDeployment.router, amount: units(5, 18) }));
      expect([approved.transactionHashes.length, approved.allowance]).toEqual([1, units(5, 18)]);
      expect(await chain.getAllowances(env.accounts[1]! as Address, [token], env.chainDeployment.router)).toEqual(ok([units(5, 18)]));
    });

    it("reports CHAIN_RPC_ALL_FAILED with the number of nodes once every node failed in every round", async () => {
      const busy = await start(busyServer());
      const chain = keyed([await closedUrl(), busy.url], { rounds: 2 });
      const result = await chain.getBlockNumber();
      expect(result.isErr() && result.error).toEqual({ code: "CHAIN_RPC_ALL_FAILED", tried: 2, cause: expect.stringContaining("HTTP 503") });
    });
  });
}
