import { err, ok } from "neverthrow";
import { toQuantity, Wallet } from "ethers";
import { describe, expect, it } from "vitest";
import { fallbackFeeData } from "../../adapters/chain/shared/fees";
import {
  chainDeadlineExpired,
  chainInsufficientFundsForGas,
  chainReverted,
  chainRpcTimeout,
  chainSlippage,
  chainUserRejected,
} from "../../core/ports/chain.errors";
import type { Hash, SentTransaction, TradeRequest } from "../../core/ports/chain.port";
import { closedUrl, silentServer, type HardhatEnv } from "./hardhat-env";
import { asset, deadline, gwei, quoteRequest, unwrap, units, type SuiteContext } from "./suite-context";

async function ethToDai(env: HardhatEnv, overrides: Partial<TradeRequest> = {}): Promise<TradeRequest> {
  const request = quoteRequest(asset(env, "ETH"), asset(env, "DAI"), { kind: "SINGLE", proxyIndex: 0, srcAmount: units(1, 18) });
  return { ...request, minDestAmount: 1n, deadline: await deadline(env), ...overrides };
}

/** Each error code from a real failure, and the gas and fee fallbacks. */
export function describeFailures(ctx: SuiteContext): void {
  describe("failures", () => {
    it("reports a mined trade that got less than its minimum as CHAIN_SLIPPAGE with its hash", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      const request = await ethToDai(env);
      const quoted = unwrap(await wallet.quote(request));
      const sent: SentTransaction[] = [];
      // An explicit gas limit skips estimation, so the trade is mined and fails on chain.
      const result = await wallet.trade({ ...request, minDestAmount: quoted + 1n }, { gasLimit: 300_000n, onSent: (s) => sent.push(s) });
      const hash = sent[0]!.hash;
      expect(result).toEqual(err(chainSlippage({ received: quoted, minimum: quoted + 1n, transactionHash: hash })));
      expect(unwrap(await wallet.getReceipt(hash))).toMatchObject({ transactionHash: hash, success: false, trades: [] });
    });

    it.each<[string, (env: HardhatEnv, quoted: bigint) => Promise<TradeRequest>, (quoted: bigint) => unknown]>([
      ["a minimum above the quote is CHAIN_SLIPPAGE", (env, q) => ethToDai(env, { minDestAmount: q + 1n }), (q) => chainSlippage({ received: q, minimum: q + 1n })],
      ["a passed deadline is CHAIN_DEADLINE_EXPIRED", (env) => ethToDai(env, { deadline: 1n }), () => chainDeadlineExpired({ deadline: 1n })],
      [
        "an unknown venue is CHAIN_REVERTED with the router's error name",
        async (env) => ({ ...(await ethToDai(env)), route: { kind: "SINGLE", proxyIndex: 7, srcAmount: units(1, 18) } }),
        () => chainReverted("RouterUnknownTradingProxy"),
      ],
    ])("refuses to send a trade that would fail: %s", async (_name, arrange, expected) => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      const quoted = unwrap(await wallet.quote(await ethToDai(env)));
      const request = await arrange(env, quoted);
      expect(await wallet.estimateTradeGas(request, 500_000n)).toEqual(err(expected(quoted)));
      expect(await wallet.trade(request)).toEqual(err(expected(quoted)));
    });

    it("reports a declined signature as CHAIN_USER_REJECTED", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      env.wallet.fail("eth_sendTransaction", { code: 4001, message: "User rejected the request." });
      expect(await wallet.trade(await ethToDai(env))).toEqual(err(chainUserRejected()));
    });

    it("reports an account without ETH for gas as CHAIN_INSUFFICIENT_FUNDS_FOR_GAS", async () => {
      const env = ctx.env();
      const server = await env.serve();
      try {
        const empty = ctx.make({ kind: "RPC", url: server.url, privateKey: Wallet.createRandom().privateKey as Hash }, ctx.config());
        const approval = { token: asset(env, "DAI"), spender: env.chainDeployment.router, amount: "UNLIMITED" } as const;
        expect(await empty.approve(approval, { gasLimit: 100_000n })).toEqual(err(chainInsufficientFundsForGas()));
      } finally {
        await server.close();
      }
    });

    it("reports a node that is down as CHAIN_RPC_UNAVAILABLE", async () => {
      const down = ctx.make({ kind: "RPC", url: await closedUrl(), privateKey: ctx.env().keys[0]! }, ctx.config());
      const result = await down.getBlockNumber();
      expect(result.isErr() && result.error.code).toBe("CHAIN_RPC_UNAVAILABLE");
    });

    it("reports a node that does not answer in time as CHAIN_RPC_TIMEOUT", async () => {
      const hung = await silentServer();
      try {
        const slow = ctx.make({ kind: "RPC", url: hung.url, privateKey: ctx.env().keys[0]!, timeoutMs: 200 }, ctx.config());
        expect(await slow.getBlockNumber()).toEqual(err(chainRpcTimeout()));
      } finally {
        await hung.close();
      }
    });
  });

  describe("gas and fee fallbacks", () => {
    it("falls back to the given gas limit when the node cannot estimate, and still trades", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      env.wallet.fail("eth_estimateGas", { code: -32005, message: "request limit exceeded" });
      const request = await ethToDai(env);
      expect(await wallet.estimateTradeGas(request, 400_000n)).toEqual(ok({ gasLimit: 400_000n, source: "FALLBACK" }));
      expect((await wallet.estimateTradeGas(request)).isErr()).toBe(true);
      expect(unwrap(await wallet.trade(request, { fallbackGasLimit: 400_000n })).receipt.success).toBe(true);
    });

    it("gives EIP-1559 fees per speed from recent blocks' tips, ignoring empty blocks", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      // Ten empty blocks push the deployment out of the window; then one block with a 2 gwei tip.
      // (Hardhat reports the same tip for every percentile of a block, so the speeds agree here;
      // the per-percentile medians are covered by the unit tests of shared/fees.ts.)
      await env.node.request({ method: "hardhat_mine", params: ["0xa"] });
      const from = env.accounts[1];
      const fee = { maxFeePerGas: toQuantity(gwei(50)), maxPriorityFeePerGas: toQuantity(gwei(2)) };
      await env.node.request({ method: "eth_sendTransaction", params: [{ from, to: from, value: "0x0", gas: "0x5208", ...fee }] });
      const history = (await env.node.request({ method: "eth_feeHistory", params: ["0x1", "latest", []] })) as { baseFeePerGas: string[] };
      const tip = gwei(2);
      const speed = { type: "EIP1559", maxPriorityFeePerGas: tip, maxFeePerGas: 2n * BigInt(history.baseFeePerGas[1]!) + tip };
      expect(await wallet.getFeeData()).toEqual(ok({ source: "FEE_HISTORY", speeds: { SLOW: speed, STD: speed, FAST: speed } }));
    });

    it("uses the legacy gas price when the node has no fee history, and sends legacy transactions with it", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      env.wallet.fail("eth_feeHistory", { code: -32601, message: "the method eth_feeHistory does not exist" });
      const gasPrice = BigInt((await env.node.request({ method: "eth_gasPrice" })) as string);
      const fees = unwrap(await wallet.getFeeData());
      expect(fees.source).toBe("GAS_PRICE");
      expect(fees.speeds.STD).toEqual({ type: "LEGACY", gasPrice });
      const { receipt } = unwrap(await wallet.trade(await ethToDai(env), { fee: { type: "LEGACY", gasPrice: gwei(3) } }));
      expect(receipt.effectiveGasPrice).toBe(gwei(3));
    });

    it("falls back to 5.5 gwei when the node answers no fee question", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      env.wallet.fail("eth_feeHistory", { code: -32601, message: "the method eth_feeHistory does not exist" });
      env.wallet.fail("eth_gasPrice", { code: -32601, message: "the method eth_gasPrice does not exist" });
      expect(await wallet.getFeeData()).toEqual(ok(fallbackFeeData()));
    });
  });
}
