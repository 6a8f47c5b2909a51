import { ok, type ResultAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { MAX_UINT256 } from "../../adapters/chain/shared/gas";
import { MULTICALL3_ADDRESS } from "../../adapters/chain/shared/multicall3";
import type { Address } from "../../core/ports/chain.port";
import { asset, directBalances, listedAssets, unwrap, type SuiteContext } from "./suite-context";

type CallParams = readonly [Readonly<{ to?: string }>, ...unknown[]];

/** Balances and allowances read through Multicall3 at its canonical address, which the local deployment sets. */
export function describeMulticallReads(ctx: SuiteContext): void {
  describe("reads through Multicall3", () => {
    const callTargets = async (read: () => ResultAsync<unknown, unknown>): Promise<string[]> => {
      const env = ctx.env();
      env.wallet.reset();
      await read();
      return env.wallet.requests.map((r) => (r.method === "eth_call" ? ((r.params as CallParams)[0].to ?? "").toLowerCase() : r.method));
    };

    it("finds Multicall3 at its canonical address on the local chain", async () => {
      const code = (await ctx.env().node.request({ method: "eth_getCode", params: [MULTICALL3_ADDRESS, "latest"] })) as string;
      expect(code.length).toBeGreaterThan(2);
    });

    it("reads balances and allowances with one eth_call to the canonical Multicall3", async () => {
      const env = ctx.env();
      const wallet = ctx.wallet();
      const owner = env.accounts[0]!;
      unwrap(await wallet.getNetwork());
      expect(await callTargets(() => wallet.getBalances(owner, listedAssets(env)))).toEqual([MULTICALL3_ADDRESS.toLowerCase()]);
      expect(await callTargets(() => wallet.getAllowances(owner, listedAssets(env), env.chainDeployment.router))).toEqual([MULTICALL3_ADDRESS.toLowerCase()]);
    });

    it("reads through the Multicall3 a deployment names, when a network has it elsewhere", async () => {
      const env = ctx.env();
      const elsewhere = "0x00000000000000000000000000000000000ca113" as Address;
      const code = (await env.node.request({ method: "eth_getCode", params: [MULTICALL3_ADDRESS, "latest"] })) as string;
      await env.node.request({ method: "hardhat_setCode", params: [elsewhere, code] });
      await env.node.request({ method: "hardhat_setCode", params: [MULTICALL3_ADDRESS, "0x"] });
      const moved = ctx.make({ kind: "EIP1193", provider: env.wallet }, { ...ctx.config(), deployments: [{ ...env.chainDeployment, multicall3: elsewhere }] });
      const owner = env.accounts[1]!;
      expect(await moved.getBalances(owner, listedAssets(env))).toEqual(ok(await directBalances(env, owner, listedAssets(env))));
      // The canonical address is empty now: an adapter reading there gets no answer it can decode.
      expect((await ctx.wallet().getBalances(owner, listedAssets(env))).isErr()).toBe(true);
    });

    it("answers 0 for an address that is not a token, and ETH needs no allowance", async () => {
      const env = ctx.env();
      const notToken = env.accounts[2]!;
      const dai = asset(env, "DAI");
      const tokens = [asset(env, "ETH"), notToken, dai];
      expect(unwrap(await ctx.wallet().getBalances(env.accounts[0]!, tokens)).slice(1)).toEqual([0n, (await directBalances(env, env.accounts[0]!, [dai]))[0]]);
      expect(await ctx.wallet().getAllowances(env.accounts[0]!, tokens, env.chainDeployment.router)).toEqual(ok([MAX_UINT256, 0n, 0n]));
      expect(await ctx.wallet().getAllowances(env.accounts[0]!, [asset(env, "ETH")], env.chainDeployment.router)).toEqual(ok([MAX_UINT256]));
    });
  });
}
