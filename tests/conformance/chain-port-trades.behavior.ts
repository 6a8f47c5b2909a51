import { ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { Interface, toQuantity } from "ethers";
import { ROUTER_ABI } from "../../adapters/chain/shared/abi";
import { withGasMargin } from "../../adapters/chain/shared/gas";
import { tradeCall } from "../../adapters/chain/shared/router-calls";
import type { Address, SentTransaction, TradeRoute } from "../../core/ports/chain.port";
import type { HardhatEnv } from "./hardhat-env";
import { asset, deadline, directBalances, quoteRequest, unwrap, units, type SuiteContext } from "./suite-context";
import { routeSrcAmount } from "../../core/exchange/trade-route";

type Case = Readonly<{ src: string; dest: string; route: (env: HardhatEnv) => TradeRoute }>;

const hop = (env: HardhatEnv, proxyIndex: number, src: string, dest: string) => ({ proxyIndex, src: asset(env, src), dest: asset(env, dest) });

const CASES: Readonly<Record<string, Case>> = {
  "trade: ETH to DAI on the deep venue": { src: "ETH", dest: "DAI", route: () => ({ kind: "SINGLE", proxyIndex: 0, srcAmount: units(1, 18) }) },
  "trade: DAI to ETH on the shallow venue": { src: "DAI", dest: "ETH", route: () => ({ kind: "SINGLE", proxyIndex: 1, srcAmount: units(1_000, 18) }) },
  "trade: the USDT-like token to USDC": { src: "USDT", dest: "USDC", route: () => ({ kind: "SINGLE", proxyIndex: 0, srcAmount: units(500, 6) }) },
  "splitTrades: ETH to LINK over both venues": {
    src: "ETH",
    dest: "LINK",
    route: () => ({ kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [units(6, 17), units(4, 17)] }),
  },
  "tradeRoutes: DAI to LINK through ETH on two venues": {
    src: "DAI",
    dest: "LINK",
    route: (env) => ({ kind: "ROUTES", hops: [hop(env, 0, "DAI", "ETH"), hop(env, 1, "ETH", "LINK")], srcAmount: units(1_000, 18) }),
  },
  "tradePaths: DAI to LINK through ETH split over both venues, and through USDC then ETH, a step split by weight": {
    src: "DAI",
    dest: "LINK",
    route: (env) => ({
      kind: "PATHS",
      paths: [
        {
          srcAmount: units(700, 18),
          steps: [
            { src: asset(env, "DAI"), dest: asset(env, "ETH"), proxyIndexes: [0, 1], weights: [units(500, 18), units(200, 18)] },
            { src: asset(env, "ETH"), dest: asset(env, "LINK"), proxyIndexes: [0], weights: [1n] },
          ],
        },
        {
          srcAmount: units(300, 18),
          steps: [
            { src: asset(env, "DAI"), dest: asset(env, "USDC"), proxyIndexes: [0], weights: [1n] },
            { src: asset(env, "USDC"), dest: asset(env, "ETH"), proxyIndexes: [0, 1], weights: [2n, 1n] },
            { src: asset(env, "ETH"), dest: asset(env, "LINK"), proxyIndexes: [1], weights: [1n] },
          ],
        },
      ],
    }),
  },
  "tradeRoutes: the USDT-like token to DAI through USDC": {
    src: "USDT",
    dest: "DAI",
    route: (env) => ({ kind: "ROUTES", hops: [hop(env, 0, "USDT", "USDC"), hop(env, 0, "USDC", "DAI")], srcAmount: units(300, 6) }),
  },
};

const srcAmountOf = (route: TradeRoute) => routeSrcAmount(route);

/** Quotes, every trade kind with its events, and the Trade event scan. */
export function describeTrades(ctx: SuiteContext): void {
  describe("quotes and trades", () => {
    it.each(Object.keys(CASES))("%s delivers exactly the quote and reports its Trade event", async (name) => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      const c = CASES[name]!;
      const [src, dest, route] = [asset(env, c.src), asset(env, c.dest), c.route(env)];
      const trader = env.accounts[0]!;
      if (c.src !== "ETH") unwrap(await wallet.approve({ token: src, spender: env.chainDeployment.router, amount: "UNLIMITED" }));
      const quoted = unwrap(await wallet.quote(quoteRequest(src, dest, route)));
      const [before] = await directBalances(env, trader, [dest]);
      const sent: SentTransaction[] = [];
      const result = unwrap(
        await wallet.trade({ ...quoteRequest(src, dest, route), minDestAmount: quoted, deadline: await deadline(env) }, { onSent: (s) => sent.push(s) }),
      );
      const [after] = await directBalances(env, trader, [dest]);
      const gasCost = c.dest === "ETH" ? result.receipt.gasUsed * result.receipt.effectiveGasPrice : 0n;

      expect(quoted).toBeGreaterThan(0n);
      expect(result.trade).toEqual({
        srcAsset: src,
        srcAmount: srcAmountOf(route),
        destAsset: dest,
        destAmount: quoted,
        trader,
        fee: expect.any(BigInt),
        transactionHash: result.receipt.transactionHash,
        blockNumber: result.receipt.blockNumber,
        logIndex: expect.any(Number),
      });
      expect(after! - before!).toBe(quoted - gasCost);
      expect(result.receipt.success).toBe(true);
      expect(result.receipt.trades).toEqual([result.trade]);
      expect(sent).toEqual([{ hash: result.receipt.transactionHash, from: trader, nonce: expect.any(Number), sentAtBlock: result.receipt.blockNumber - 1n }]);
      expect(await wallet.getReceipt(result.receipt.transactionHash)).toEqual(ok(result.receipt));
      expect(await wallet.getTransactionStatus(sent[0]!)).toEqual(ok({ status: "MINED", receipt: result.receipt }));
    });

    it("takes the platform fee from the output: net plus fee is what the venue gave", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      const request = quoteRequest(asset(env, "ETH"), asset(env, "DAI"), { kind: "SINGLE", proxyIndex: 0, srcAmount: units(2, 18) });
      const quoted = unwrap(await wallet.quote(request));
      const { trade } = unwrap(await wallet.trade({ ...request, minDestAmount: quoted, deadline: await deadline(env) }));
      expect(trade.fee).toBe(((trade.destAmount + trade.fee) * BigInt(env.deployment.platform.feeBps)) / 10_000n);
    });

    it("estimates trade gas as the node's estimate times 1.25", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      const request = {
        ...quoteRequest(asset(env, "ETH"), asset(env, "DAI"), { kind: "SINGLE", proxyIndex: 0, srcAmount: units(1, 18) }),
        minDestAmount: 0n,
        deadline: await deadline(env),
      };
      const call = tradeCall(request);
      const direct = await env.node.request({
        method: "eth_estimateGas",
        params: [
          {
            from: env.accounts[0],
            to: env.chainDeployment.router,
            value: toQuantity(call.value),
            data: new Interface(ROUTER_ABI).encodeFunctionData(call.functionName, [...call.args]),
          },
        ],
      });
      expect(await wallet.estimateTradeGas(request)).toEqual(ok({ gasLimit: withGasMargin(BigInt(direct as string)), source: "ESTIMATE" }));
    });
  });

  describe("Trade event scan", () => {
    it("finds the trades of one trader from a block to the latest, oldest first", async () => {
      const { env, wallet } = { env: ctx.env(), wallet: ctx.wallet() };
      const server = await env.serve();
      try {
        const other = ctx.make({ kind: "RPC", url: server.url, privateKey: env.keys[1]! }, ctx.config());
        const start = unwrap(await wallet.getBlockNumber());
        const trade = async (port: typeof wallet, amount: bigint) =>
          unwrap(
            await port.trade({
              ...quoteRequest(asset(env, "ETH"), asset(env, "MKR") as Address, { kind: "SINGLE", proxyIndex: 0, srcAmount: amount }),
              minDestAmount: 1n,
              deadline: await deadline(env),
            }),
          ).trade;
        const first = await trade(wallet, units(1, 17));
        const theirs = await trade(other, units(2, 17));
        const second = await trade(wallet, units(3, 17));

        expect(await wallet.getTradeEvents(env.accounts[0]!, start)).toEqual(ok([first, second]));
        expect(await wallet.getTradeEvents(env.accounts[1]!, start)).toEqual(ok([theirs]));
        expect(await other.getTradeEvents(env.accounts[0]!, first.blockNumber + 1n)).toEqual(ok([second]));
      } finally {
        await server.close();
      }
    });
  });
}
