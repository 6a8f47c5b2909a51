import { verifyMessage } from "ethers";
import { err, ok } from "neverthrow";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_UINT256 } from "../../adapters/chain/shared/gas";
import { approvalSteps } from "../../core/exchange/approval";
import { chainReverted, chainUnsupportedNetwork } from "../../core/ports/chain.errors";
import type { ChainPort } from "../../core/ports/chain.port";
import { describeFailures } from "./chain-port-failures.behavior";
import { describeFallbackNodes } from "./chain-port-fallback.behavior";
import { describeMulticallReads } from "./chain-port-multicall.behavior";
import { describeTracking } from "./chain-port-tracking.behavior";
import { describeTrades } from "./chain-port-trades.behavior";
import { hardhatEnv, type HardhatEnv } from "./hardhat-env";
import { asset, directBalances, listedAssets, unwrap, units, type MakeAdapter, type SuiteContext } from "./suite-context";

/**
 * The behaviour every ChainPort adapter must show, run against an in-process Hardhat node with the
 * project's deployment (contracts/deploy). Each test starts from the same snapshot.
 * @example describeChainPort("ethers", createEthersChainAdapter);
 */
export function describeChainPort(name: string, make: MakeAdapter): void {
  describe(`ChainPort on ${name}`, () => {
    let env: HardhatEnv;
    let wallet: ChainPort;
    const config = () => ({ deployments: [env.chainDeployment], pollingIntervalMs: 10 });
    const ctx: SuiteContext = { make, env: () => env, wallet: () => wallet, config };

    beforeAll(async () => {
      env = await hardhatEnv();
    }, 120_000);

    beforeEach(async () => {
      await env.reset();
      wallet = make({ kind: "EIP1193", provider: env.wallet }, config());
    });

    describe("network and reads", () => {
      it("reports the local network by chain id and name", async () => {
        expect(await wallet.getNetwork()).toEqual(ok({ chainId: 31337, name: "hardhat" }));
      });

      it("refuses a network KUL Swap has no deployment for", async () => {
        const sepoliaOnly = make({ kind: "EIP1193", provider: env.wallet }, { deployments: [{ ...env.chainDeployment, chainId: 11155111 }] });
        expect(await sepoliaOnly.getBalances(env.accounts[0]!, listedAssets(env))).toEqual(err(chainUnsupportedNetwork(31337, [11155111])));
      });

      it("names the wallet's selected account, or the private key's, as the signer", async () => {
        const server = await env.serve();
        try {
          const keyed = make({ kind: "RPC", url: server.url, privateKey: env.keys[1]! }, config());
          expect(await wallet.getAccount()).toEqual(ok(env.accounts[0]));
          expect(await keyed.getAccount()).toEqual(ok(env.accounts[1]));
        } finally {
          await server.close();
        }
      });

      it("signs a message (EIP-191) as the wallet's selected account and as the private key's", async () => {
        const server = await env.serve();
        try {
          const keyed = make({ kind: "RPC", url: server.url, privateKey: env.keys[1]! }, config());
          const message = "localhost wants you to sign in with your Ethereum account:\nไทย";
          const signers = [verifyMessage(message, unwrap(await wallet.signMessage(message))), verifyMessage(message, unwrap(await keyed.signMessage(message)))];
          expect(signers.map((a) => a.toLowerCase())).toEqual([env.accounts[0]!.toLowerCase(), env.accounts[1]!.toLowerCase()]);
        } finally {
          await server.close();
        }
      });

      it("reads the latest block number", async () => {
        const latest = BigInt((await env.node.request({ method: "eth_blockNumber" })) as string);
        expect(await wallet.getBlockNumber()).toEqual(ok(latest));
      });

      it("reads a mined block's time in unix seconds", async () => {
        const latest = (await env.node.request({ method: "eth_getBlockByNumber", params: ["latest", false] })) as { number: string; timestamp: string };
        expect(await wallet.getBlockTimestamp(BigInt(latest.number))).toEqual(ok(Number(BigInt(latest.timestamp))));
      });

      it("reads the balances of every listed token, ETH included, in one request", async () => {
        const owner = env.accounts[0]!;
        unwrap(await wallet.getNetwork());
        env.wallet.reset();
        const balances = unwrap(await wallet.getBalances(owner, listedAssets(env)));
        expect(env.wallet.methods).toEqual(["eth_call"]);
        expect(balances).toEqual(await directBalances(env, owner, listedAssets(env)));
        expect(balances.every((b) => b > 0n)).toBe(true);
      });

      it("reads the balances in one request over a node URL too", async () => {
        const server = await env.serve();
        try {
          const keyed = make({ kind: "RPC", url: server.url, privateKey: env.keys[1]! }, config());
          unwrap(await keyed.getNetwork());
          env.wallet.reset();
          const balances = unwrap(await keyed.getBalances(env.accounts[1]!, listedAssets(env)));
          expect(env.wallet.methods).toEqual(["eth_call"]);
          expect(balances).toEqual(await directBalances(env, env.accounts[1]!, listedAssets(env)));
        } finally {
          await server.close();
        }
      });

      it("reads every allowance in one request, ETH needing none", async () => {
        unwrap(await wallet.getNetwork());
        env.wallet.reset();
        const allowances = unwrap(await wallet.getAllowances(env.accounts[0]!, listedAssets(env), env.chainDeployment.router));
        expect(env.wallet.methods).toEqual(["eth_call"]);
        expect(allowances).toEqual(listedAssets(env).map((a) => (a === env.deployment.ethAddress ? MAX_UINT256 : 0n)));
      });
    });

    describe("approvals", () => {
      it.each([
        ["DAI", 18, "an exact amount", 250],
        ["USDC", 6, "an exact amount", 1_000],
        ["WBTC", 8, "unlimited", "UNLIMITED"],
        ["USDT", 6, "unlimited", "UNLIMITED"],
      ] as const)("approves %s (%i decimals) for %s in one transaction", async (symbol, decimals, _kind, amount) => {
        const token = asset(env, symbol);
        const wanted = amount === "UNLIMITED" ? MAX_UINT256 : units(amount, decimals);
        const result = unwrap(
          await wallet.approve({ token, spender: env.chainDeployment.router, amount: amount === "UNLIMITED" ? amount : wanted }),
        );
        expect(result.transactionHashes).toHaveLength(1);
        expect(result.allowance).toBe(wanted);
        expect(await wallet.getAllowances(env.accounts[0]!, [token], env.chainDeployment.router)).toEqual(ok([wanted]));
      });

      it("re-approves the USDT-like token along the core's plan: zero first, then the new amount", async () => {
        const request = { token: asset(env, "USDT"), spender: env.chainDeployment.router };
        unwrap(await wallet.approve({ ...request, amount: units(100, 6) }));
        const usdt = { code: "USDT", name: "Tether USD", address: request.token, decimals: 6 };
        const plan = approvalSteps(usdt, units(100, 6), units(200, 6), "EXACT");
        expect(plan).toEqual([0n, units(200, 6)]);
        const hashes: string[] = [];
        for (const amount of plan) hashes.push(...unwrap(await wallet.approve({ ...request, amount })).transactionHashes);
        expect(hashes).toHaveLength(2);
        expect(await wallet.getAllowances(env.accounts[0]!, [request.token], env.chainDeployment.router)).toEqual(ok([units(200, 6)]));
      });

      it("reports a USDT-like re-approval without the reset as reverted with the token's error", async () => {
        const request = { token: asset(env, "USDT"), spender: env.chainDeployment.router };
        unwrap(await wallet.approve({ ...request, amount: units(100, 6) }));
        expect(await wallet.approve({ ...request, amount: units(200, 6) })).toEqual(err(chainReverted("TetherLikeApproveFromNonZero")));
      });

      it("sends nothing when the allowance already equals the amount", async () => {
        const request = { token: asset(env, "DAI"), spender: env.chainDeployment.router, amount: "UNLIMITED" } as const;
        unwrap(await wallet.approve(request));
        expect(await wallet.approve(request)).toEqual(ok({ transactionHashes: [], allowance: MAX_UINT256 }));
      });
    });

    describeTrades(ctx);
    describeTracking(ctx);
    describeFailures(ctx);
    describeMulticallReads(ctx);
    describeFallbackNodes(ctx);
  });
}
