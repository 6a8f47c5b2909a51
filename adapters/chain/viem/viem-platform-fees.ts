import { encodeFunctionData, parseEventLogs } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { chainReverted } from "../../../core/ports/chain.errors";
import type { Address } from "../../../core/ports/chain.port";
import type { PlatformFeesClaim, PlatformFeesPort } from "../../../core/ports/platform-fees.port";
import type { ChainAdapterConfig, ChainSource } from "../shared/config";
import { ChainFailure } from "../shared/failure";
import { balanceReads, MULTICALL3_ADDRESS, uint256Answer } from "../shared/multicall3";
import { erc20Abi, lazyViemConnection, multicall3Abi, routerAbi, runViem } from "./viem-connection";

type RpcSource = Extract<ChainSource, { kind: "RPC" }>;
type AnyAbi = readonly unknown[];

/** The router's PlatformFeesClaimed event alone (decoding against the whole ABI exceeds viem's type depth). */
const claimedEventAbi = routerAbi.filter(
  (item): item is Extract<(typeof routerAbi)[number], { type: "event"; name: "PlatformFeesClaimed" }> => item.type === "event" && item.name === "PlatformFeesClaimed",
);

/**
 * The platform's kept fees and their sweep over viem (a node URL and any key: the router pays only
 * the platform wallet). The unswept amounts of many assets are one eth_call through Multicall3 (the
 * router's balance of each and its credited fees of each); a sweep is replayed first, so a revert
 * comes back as the router's error with no gas spent, then sent and waited for.
 * @example const fees = createViemPlatformFees({ kind: "RPC", url, privateKey }, { deployments: [deployment] });
 */
export function createViemPlatformFees(source: RpcSource, config: ChainAdapterConfig): PlatformFeesPort {
  const account = privateKeyToAccount(source.privateKey);
  const connect = lazyViemConnection(source, config);

  const unswept = async (assets: readonly Address[]): Promise<bigint[]> => {
    if (assets.length === 0) return [];
    const c = await connect();
    const { router } = c.deployment;
    const multicall = c.deployment.multicall3 ?? MULTICALL3_ADDRESS;
    const balances = balanceReads(multicall, router, assets).map((read) => ({
      target: read.target,
      allowFailure: false,
      callData: encodeFunctionData({ abi: (read.contract === "multicall3" ? multicall3Abi : erc20Abi) as AnyAbi, functionName: read.functionName, args: read.args } as never),
    }));
    const credited = assets.map((asset) => ({ target: router, allowFailure: false, callData: encodeFunctionData({ abi: routerAbi, functionName: "creditedFees", args: [asset] }) }));
    // aggregate3 is payable in its ABI, so viem's readContract types refuse it: the same cast as the chain adapter's reads.
    const answers = (await c.publicClient.readContract({ address: multicall, abi: multicall3Abi as AnyAbi, functionName: "aggregate3", args: [[...balances, ...credited]] } as never)) as readonly {
      success: boolean;
      returnData: `0x${string}`;
    }[];
    const values = answers.map(({ success, returnData }) => uint256Answer(success, returnData));
    // The router holds at least its credited fees (it never pays one out but by its claim); a shortfall reads as nothing to sweep.
    return assets.map((_, i) => {
      const left = values[i]! - values[assets.length + i]!;
      return left > 0n ? left : 0n;
    });
  };

  const claim = async (asset: Address): Promise<PlatformFeesClaim> => {
    const c = await connect();
    const to = c.deployment.router;
    const data = encodeFunctionData({ abi: routerAbi, functionName: "claimPlatformFees", args: [asset] });
    // The replay first: nothing to sweep (RouterNoPlatformFees) or a wallet that refuses the asset comes back as the router's error, no gas spent.
    await c.publicClient.call({ account: account.address, to, data });
    const hash = await c.walletClient.sendTransaction({ account, chain: c.chain, to, data, value: 0n });
    const receipt = await c.publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new ChainFailure(chainReverted(null, hash));
    const own = receipt.logs.filter((log) => log.address.toLowerCase() === to.toLowerCase());
    const [event] = parseEventLogs({ abi: claimedEventAbi, eventName: "PlatformFeesClaimed", logs: own });
    if (event === undefined) throw new Error(`no PlatformFeesClaimed event in ${hash}`);
    return { hash, asset: event.args.asset, amount: event.args.amount, wallet: event.args.wallet };
  };

  return {
    platformWallet: () =>
      runViem(async () => {
        const c = await connect();
        const [wallet] = (await c.publicClient.readContract({ address: c.deployment.router, abi: routerAbi, functionName: "partners", args: [0n] })) as readonly [Address, bigint, string];
        return wallet;
      }),
    unswept: (assets) => runViem(() => unswept(assets)),
    claim: (asset) => runViem(() => claim(asset)),
  };
}
