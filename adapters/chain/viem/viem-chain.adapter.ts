import { encodeFunctionData, parseEventLogs, type Log } from "viem";
import { ResultAsync } from "neverthrow";
import { chainReverted, type ChainError } from "../../../core/ports/chain.errors";
import type {
  Address,
  ApprovalRequest,
  ChainPort,
  FeeData,
  Hash,
  SendOptions,
  TradeEvent,
  TradeRequest,
  TransactionReceipt,
} from "../../../core/ports/chain.port";
import type { ChainAdapterConfig, ChainSource } from "../shared/config";
import { DEFAULT_POLLING_INTERVAL_MS } from "../shared/config";
import { ChainFailure, toChainError } from "../shared/failure";
import { fallbackFeeData, feeDataFromGasPrice, feeDataFromHistory, FEE_HISTORY_BLOCKS, REWARD_PERCENTILES } from "../shared/fees";
import { runApproval } from "../shared/approval";
import { APPROVE_FALLBACK_GAS_LIMIT, withGasMargin } from "../shared/gas";
import { allowanceReads, balanceReads, inTokenOrder, MULTICALL3_ADDRESS, uint256Answer, type MulticallRead } from "../shared/multicall3";
import { quoteCall, tradeCall } from "../shared/router-calls";
import { isFatalForEstimate, resolveTradeEvent, tradeReceipt } from "../shared/trades";
import { transactionStatus, waitForTransaction, type StatusReader } from "../shared/transaction-status";
import { addressOf, connectViem, decodeRevertWithViem, erc20Abi, multicall3Abi, routerAbi, type ViemConnection } from "./viem-connection";

type Tx = Readonly<{ to: Address; data: Hash; value: bigint }>;
/** The router's Trade event alone: decoding logs against it keeps viem's types shallow (the whole ABI's nested path tuples exceed their depth). */
const tradeEventAbi = routerAbi.filter((item): item is Extract<(typeof routerAbi)[number], { type: "event"; name: "Trade" }> => item.type === "event" && item.name === "Trade");
type AnyAbi = readonly unknown[];

function tradeEvents(logs: readonly Log[], router: Address): TradeEvent[] {
  const own = logs.filter((log) => log.address.toLowerCase() === router.toLowerCase());
  return parseEventLogs({ abi: tradeEventAbi, eventName: "Trade", logs: own }).map((log) => ({
    srcAsset: log.args.srcAsset,
    srcAmount: log.args.srcAmount,
    destAsset: log.args.destAsset,
    destAmount: log.args.destAmount,
    trader: log.args.trader,
    fee: log.args.fee,
    transactionHash: log.transactionHash,
    blockNumber: log.blockNumber,
    logIndex: log.logIndex,
  }));
}

const feeFields = (fee: FeeData) =>
  fee.type === "EIP1559"
    ? { type: "eip1559" as const, maxFeePerGas: fee.maxFeePerGas, maxPriorityFeePerGas: fee.maxPriorityFeePerGas }
    : { type: "legacy" as const, gasPrice: fee.gasPrice };

/**
 * ChainPort on viem 2, from a browser wallet (EIP-1193) or a node URL and a private key.
 * @example const chain = createViemChainAdapter({ kind: "RPC", url, privateKey }, { deployments });
 */
export function createViemChainAdapter(source: ChainSource, config: ChainAdapterConfig): ChainPort {
  const pollingIntervalMs = config.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
  let connecting: Promise<ViemConnection> | null = null;
  const connection = () => {
    connecting ??= connectViem(source, config).catch((error: unknown) => {
      connecting = null; // a node that was down may be up on the next call
      throw error;
    });
    return connecting;
  };
  const mapError = (error: unknown) => toChainError(error, decodeRevertWithViem);
  const run = <T>(work: (c: ViemConnection) => Promise<T>): ResultAsync<T, ChainError> =>
    ResultAsync.fromPromise(connection().then(work), mapError);

  const account = async (c: ViemConnection) => addressOf(await c.account());
  const view = (c: ViemConnection, address: Address, abi: AnyAbi, functionName: string, args: readonly unknown[]) =>
    c.publicClient.readContract({ address, abi: abi as never, functionName, args: args as never }) as Promise<unknown>;

  // Many reads in one eth_call through Multicall3's aggregate3 (any node takes it; no JSON-RPC batch needed).
  const multicallReads = async (c: ViemConnection, multicall: Address, reads: readonly MulticallRead[]): Promise<bigint[]> => {
    const calls = reads.map((read) => ({
      target: read.target,
      allowFailure: true,
      callData: encodeFunctionData({ abi: (read.contract === "multicall3" ? multicall3Abi : erc20Abi) as AnyAbi, functionName: read.functionName, args: read.args } as never),
    }));
    const answers = (await view(c, multicall, multicall3Abi, "aggregate3", [calls])) as readonly { success: boolean; returnData: string }[];
    return answers.map(({ success, returnData }) => uint256Answer(success, returnData));
  };

  const reader = (c: ViemConnection): StatusReader => ({
    getReceipt: async (hash) => {
      try {
        const r = await c.publicClient.getTransactionReceipt({ hash });
        return {
          transactionHash: r.transactionHash,
          success: r.status === "success",
          blockNumber: r.blockNumber,
          gasUsed: r.gasUsed,
          effectiveGasPrice: r.effectiveGasPrice,
          trades: tradeEvents(r.logs, c.deployment.router),
        } satisfies TransactionReceipt;
      } catch (error) {
        if ((error as { name?: string }).name === "TransactionReceiptNotFoundError") return null;
        throw error;
      }
    },
    getNonce: (address) => c.publicClient.getTransactionCount({ address, blockTag: "latest" }),
    getBlockNumber: () => c.publicClient.getBlockNumber({ cacheTime: 0 }),
    getBlockTransactions: async (blockNumber) => {
      const block = await c.publicClient.getBlock({ blockNumber, includeTransactions: true });
      return block.transactions.map((tx) => ({ hash: tx.hash, from: tx.from, nonce: tx.nonce }));
    },
  });

  async function feeData(c: ViemConnection) {
    try {
      const history = await c.publicClient.getFeeHistory({ blockCount: FEE_HISTORY_BLOCKS, rewardPercentiles: [...REWARD_PERCENTILES] });
      const fromHistory = feeDataFromHistory(history);
      if (fromHistory) return fromHistory;
    } catch {
      // No eth_feeHistory (an old node): try the legacy gas price.
    }
    try {
      return feeDataFromGasPrice(await c.publicClient.getGasPrice());
    } catch {
      return fallbackFeeData();
    }
  }

  async function gasLimitFor(c: ViemConnection, from: Address, tx: Tx, fallback?: bigint) {
    try {
      return { gasLimit: withGasMargin(await c.publicClient.estimateGas({ account: from, ...tx })), source: "ESTIMATE" as const };
    } catch (error) {
      const mapped = mapError(error);
      if (fallback === undefined || isFatalForEstimate(mapped)) throw new ChainFailure(mapped);
      return { gasLimit: fallback, source: "FALLBACK" as const };
    }
  }

  /** Sends `tx`, waits for its receipt (or its replacement) and explains a failed one by replaying it. */
  async function send(c: ViemConnection, tx: Tx, options: SendOptions, fallbackGasLimit?: bigint): Promise<TransactionReceipt> {
    const signer = await c.account();
    const from = addressOf(signer);
    const gas = options.gasLimit ?? (await gasLimitFor(c, from, tx, options.fallbackGasLimit ?? fallbackGasLimit)).gasLimit;
    const fee = options.fee ?? (await feeData(c)).speeds.STD;
    const nonce = options.nonce ?? (await c.publicClient.getTransactionCount({ address: from, blockTag: "pending" }));
    const sentAtBlock = await c.publicClient.getBlockNumber({ cacheTime: 0 });
    const hash = await c.walletClient.sendTransaction({ account: signer, chain: c.chain, ...tx, gas, nonce, ...feeFields(fee) } as never);
    const sent = { hash, from, nonce, sentAtBlock };
    options.onSent?.(sent);
    const receipt = await waitForTransaction(reader(c), sent, pollingIntervalMs);
    if (receipt.success) return receipt;
    const replayed = await c.publicClient
      .call({ account: from, ...tx, blockNumber: receipt.blockNumber - 1n })
      .then(() => chainReverted(null, hash), (error: unknown) => toChainError(error, decodeRevertWithViem, hash));
    throw new ChainFailure(replayed);
  }

  async function approve(c: ViemConnection, request: ApprovalRequest, options: SendOptions) {
    const owner = await account(c);
    return runApproval(request, {
      allowance: async () => (await view(c, request.token, erc20Abi, "allowance", [owner, request.spender])) as bigint,
      sendApprove: async (amount) => {
        const tx: Tx = {
          to: request.token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [request.spender, amount] }),
          value: 0n,
        };
        return (await send(c, tx, options, APPROVE_FALLBACK_GAS_LIMIT)).transactionHash;
      },
    });
  }

  const routerTx = (c: ViemConnection, request: TradeRequest): Tx => {
    const call = tradeCall(request);
    const data = encodeFunctionData({ abi: routerAbi, functionName: call.functionName, args: call.args } as Parameters<typeof encodeFunctionData>[0]);
    return { to: c.deployment.router, data, value: call.value };
  };

  return {
    getNetwork: () => run(async (c) => ({ chainId: c.deployment.chainId, name: c.deployment.name })),
    getBlockNumber: () => run((c) => c.publicClient.getBlockNumber({ cacheTime: 0 })),
    getBlockTimestamp: (blockNumber) => run(async (c) => Number((await c.publicClient.getBlock({ blockNumber })).timestamp)),
    getAccount: () => run(account),
    signMessage: (message) => run(async (c) => c.walletClient.signMessage({ account: await c.account(), message })),
    getBalances: (owner, tokens) =>
      run(async (c) => {
        const multicall = c.deployment.multicall3 ?? MULTICALL3_ADDRESS;
        return multicallReads(c, multicall, balanceReads(multicall, owner, tokens));
      }),
    getAllowances: (owner, tokens, spender) =>
      run(async (c) => {
        const reads = allowanceReads(owner, spender, tokens);
        const needed = reads.filter((read) => read !== null);
        return inTokenOrder(reads, needed.length === 0 ? [] : await multicallReads(c, c.deployment.multicall3 ?? MULTICALL3_ADDRESS, needed));
      }),
    approve: (request, options = {}) => run((c) => approve(c, request, options)),
    quote: (request) =>
      run(async (c) => {
        const call = quoteCall(request);
        return (await view(c, c.deployment.router, routerAbi, call.functionName, call.args)) as bigint;
      }),
    estimateTradeGas: (request, fallbackGasLimit) => run(async (c) => gasLimitFor(c, await account(c), routerTx(c, request), fallbackGasLimit)),
    trade: (request, options = {}) =>
      run(async (c) => {
        const trader = await account(c);
        const receipt = await tradeReceipt(send(c, routerTx(c, request), options), trader);
        return { receipt, trade: resolveTradeEvent(receipt, trader) };
      }),
    getReceipt: (hash) => run((c) => reader(c).getReceipt(hash)),
    getTransactionStatus: (sent) => run((c) => transactionStatus(reader(c), sent)),
    getTradeEvents: (trader, fromBlock) =>
      run(async (c) => {
        const logs = await c.publicClient.getLogs({
          address: c.deployment.router,
          event: routerAbi.find((item) => item.type === "event" && item.name === "Trade")!,
          args: { trader },
          fromBlock,
          toBlock: "latest",
        });
        return tradeEvents(logs, c.deployment.router);
      }),
    getFeeData: () => run(feeData),
  };
}
