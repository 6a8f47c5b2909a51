import { encodeFunctionData } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { chainReverted } from "../../../core/ports/chain.errors";
import type { Address, Hash } from "../../../core/ports/chain.port";
import type { TradeGateOwnerPort } from "../../../core/ports/trade-gate-owner.port";
import type { ChainAdapterConfig, ChainSource } from "../shared/config";
import { ChainFailure } from "../shared/failure";
import { lazyViemConnection, routerAbi, runViem } from "./viem-connection";

type RpcSource = Extract<ChainSource, { kind: "RPC" }>;

/**
 * The router's trading gate owner functions over viem, signed by the operator's owner key (a node
 * URL and the key, as the CLI's chain commands take them). A call that would revert is refused
 * before sending, with the router's custom error (a replay of the call); a sent one is waited for.
 * @example const owner = createViemTradeGateOwner({ kind: "RPC", url, privateKey }, { deployments: [deployment] });
 */
export function createViemTradeGateOwner(source: RpcSource, config: ChainAdapterConfig): TradeGateOwnerPort {
  const account = privateKeyToAccount(source.privateKey);
  const connect = lazyViemConnection(source, config);
  const read = async <T>(functionName: "tradeGate" | "owner"): Promise<T> => {
    const c = await connect();
    return (await c.publicClient.readContract({ address: c.deployment.router, abi: routerAbi, functionName })) as T;
  };
  const send = (data: `0x${string}`) =>
    runViem(async (): Promise<Hash> => {
      const c = await connect();
      const to = c.deployment.router;
      // The replay first: a revert (not the owner, a zero signer while on) comes back as the router's error, no gas spent.
      await c.publicClient.call({ account: account.address, to, data });
      const hash = await c.walletClient.sendTransaction({ account, chain: c.chain, to, data, value: 0n });
      const receipt = await c.publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success") throw new ChainFailure(chainReverted(null, hash));
      return hash;
    });
  return {
    address: account.address,
    state: () =>
      runViem(async () => {
        const [[signer, on], owner, c] = await Promise.all([read<readonly [Address, boolean]>("tradeGate"), read<Address>("owner"), connect()]);
        return { router: c.deployment.router, signer, on, owner };
      }),
    cancel: (authIds) => send(encodeFunctionData({ abi: routerAbi, functionName: "cancelTradeAuthorizations", args: [[...authIds]] })),
    setSigner: (signer) => send(encodeFunctionData({ abi: routerAbi, functionName: "setTradeSigner", args: [signer] })),
  };
}
