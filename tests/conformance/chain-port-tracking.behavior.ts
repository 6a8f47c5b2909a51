import { err, ok } from "neverthrow";
import { Interface, toQuantity } from "ethers";
import { ROUTER_ABI } from "../../adapters/chain/shared/abi";
import { tradeCall } from "../../adapters/chain/shared/router-calls";
import { describe, expect, it } from "vitest";
import { chainTransactionReplaced } from "../../core/ports/chain.errors";
import type { Hash, SentTransaction, TradeRequest } from "../../core/ports/chain.port";
import type { HardhatEnv } from "./hardhat-env";
import { asset, deadline, gwei, quoteRequest, unwrap, units, type SuiteContext } from "./suite-context";

async function ethToDai(env: HardhatEnv): Promise<TradeRequest> {
  const request = quoteRequest(asset(env, "ETH"), asset(env, "DAI"), { kind: "SINGLE", proxyIndex: 0, srcAmount: units(1, 18) });
  return { ...request, minDestAmount: 1n, deadline: await deadline(env) };
}

/** A promise for the SentTransaction an adapter reports through onSent. */
function sentSignal(): { onSent: (sent: SentTransaction) => void; sent: Promise<SentTransaction> } {
  let onSent: (sent: SentTransaction) => void = () => undefined;
  const sent = new Promise<SentTransaction>((resolve) => (onSent = resolve));
  return { onSent, sent };
}

const pendingFee = { type: "EIP1559", maxFeePerGas: gwei(10), maxPriorityFeePerGas: gwei(1) } as const;

/** Pending trades: still pending, mined, and replaced by another transaction with the same nonce. */
export function describeTracking(ctx: SuiteContext): void {
  describe("pending trades", () => {
    it("reports a trade as pending until it is mined, then resolves it", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      await env.node.request({ method: "evm_setAutomine", params: [false] });
      const signal = sentSignal();
      const trading = wallet.trade(await ethToDai(env), { fee: pendingFee, gasLimit: 300_000n, onSent: signal.onSent });
      const sent = await signal.sent;
      expect(await wallet.getTransactionStatus(sent)).toEqual(ok({ status: "PENDING" }));
      expect(await wallet.getReceipt(sent.hash)).toEqual(ok(null));
      await env.node.request({ method: "evm_mine" });
      const result = unwrap(await trading);
      expect(result.receipt.transactionHash).toBe(sent.hash);
      expect(await wallet.getTransactionStatus(sent)).toEqual(ok({ status: "MINED", receipt: result.receipt }));
    });

    it("detects a trade replaced by a higher-fee transaction with its nonce and resolves it from the replacement", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      await env.node.request({ method: "evm_setAutomine", params: [false] });
      const signal = sentSignal();
      const trading = wallet.trade(await ethToDai(env), { fee: pendingFee, gasLimit: 300_000n, onSent: signal.onSent });
      const sent = await signal.sent;
      // The user's wallet "cancels": a zero-value transfer to self, same nonce, higher fees.
      const replacement = (await env.node.request({
        method: "eth_sendTransaction",
        params: [
          {
            from: sent.from,
            to: sent.from,
            value: "0x0",
            gas: toQuantity(21_000),
            nonce: toQuantity(sent.nonce),
            maxFeePerGas: toQuantity(gwei(20)),
            maxPriorityFeePerGas: toQuantity(gwei(2)),
          },
        ],
      })) as Hash;
      await env.node.request({ method: "evm_mine" });

      expect(await trading).toEqual(err(chainTransactionReplaced(sent.hash, replacement)));
      const status = unwrap(await wallet.getTransactionStatus(sent));
      expect(status).toEqual({
        status: "REPLACED",
        replacementHash: replacement,
        receipt: expect.objectContaining({ transactionHash: replacement, success: true, trades: [] }),
      });
    });

    it("resolves a trade sped up by the wallet (same trade, same nonce, higher fee) from the replacement's receipt", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      await env.node.request({ method: "evm_setAutomine", params: [false] });
      const request = await ethToDai(env);
      const signal = sentSignal();
      const trading = wallet.trade(request, { fee: pendingFee, gasLimit: 300_000n, onSent: signal.onSent });
      const sent = await signal.sent;
      const call = tradeCall(request);
      const speedUp = (await env.node.request({
        method: "eth_sendTransaction",
        params: [
          {
            from: sent.from,
            to: env.chainDeployment.router,
            value: toQuantity(call.value),
            data: new Interface(ROUTER_ABI).encodeFunctionData(call.functionName, [...call.args]),
            gas: toQuantity(300_000),
            nonce: toQuantity(sent.nonce),
            maxFeePerGas: toQuantity(gwei(20)),
            maxPriorityFeePerGas: toQuantity(gwei(2)),
          },
        ],
      })) as Hash;
      await env.node.request({ method: "evm_mine" });

      const result = unwrap(await trading);
      expect(result.receipt.transactionHash).toBe(speedUp);
      expect(result.trade).toMatchObject({ transactionHash: speedUp, trader: sent.from, srcAmount: units(1, 18) });
      expect(unwrap(await wallet.getTransactionStatus(sent))).toEqual({ status: "REPLACED", replacementHash: speedUp, receipt: result.receipt });
    });
  });
}
