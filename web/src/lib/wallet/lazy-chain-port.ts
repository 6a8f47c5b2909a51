import { ResultAsync } from "neverthrow";
import { chainRpcUnavailable } from "../../../../core/ports/chain.errors";
import type { ChainPort } from "../../../../core/ports/chain.port";
import type { ChainAdapterConfig, ChainSource } from "../../../../adapters/chain/shared/config";

const METHODS = [
  "getNetwork", "getBlockNumber", "getBlockTimestamp", "getAccount", "signMessage", "getBalances", "getAllowances", "approve", "quote",
  "estimateTradeGas", "trade", "getReceipt", "getTransactionStatus", "getTradeEvents", "getFeeData",
] as const satisfies readonly (keyof ChainPort)[];

/**
 * The viem ChainPort, downloaded on its first call: viem is most of the wallet layer's weight,
 * and a visitor who only reads prices never needs it, so it stays out of the Exchange page's
 * first load. A failed download is retried on the next call.
 * @example const chain = lazyChainPort({ kind: "EIP1193", provider }, { deployments }); await chain.getBalances(owner, tokens);
 */
export function lazyChainPort(source: ChainSource, config: ChainAdapterConfig): ChainPort {
  let loading: Promise<ChainPort> | null = null;
  const adapter = () =>
    (loading ??= import("../../../../adapters/chain/viem/viem-chain.adapter")
      .then(({ createViemChainAdapter }) => createViemChainAdapter(source, config))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  const port: Record<string, unknown> = {};
  for (const name of METHODS) {
    port[name] = (...args: unknown[]) =>
      ResultAsync.fromPromise(adapter(), (error) => chainRpcUnavailable(error instanceof Error ? error.message : String(error))).andThen(
        (chain) => (chain[name] as (...a: unknown[]) => ResultAsync<unknown, never>)(...args),
      );
  }
  return port as unknown as ChainPort;
}
