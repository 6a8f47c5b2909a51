import { zeroPadValue, type JsonRpcApiProvider, type TransactionReceipt as EthersReceipt } from "ethers";
import { ResultAsync } from "neverthrow";
import { chainReverted, type ChainError } from "../../../core/ports/chain.errors";
import type {
  Address,
  ApprovalRequest,
  ChainPort,
  FeeData,
  Hash,
  SendOptions,
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
import {
  multicall3Interface,
  connectEthers,
  decodeRevertWithEthers,
  erc20Interface,
  routerInterface,
  toTradeEvent,
  tradeTopic,
  type EthersConnection,
} from "./ethers-connection";

type Tx = Readonly<{ to: Address; data: string; value: bigint }>;


function toReceipt(receipt: EthersReceipt, router: Address): TransactionReceipt {
  const trades = receipt.logs
    .filter((log) => log.address.toLowerCase() === router.toLowerCase() && log.topics[0] === tradeTopic)
    .map(toTradeEvent);
  return {
    transactionHash: receipt.hash as Hash,
    success: receipt.status === 1,
    blockNumber: BigInt(receipt.blockNumber),
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: receipt.gasPrice,
    trades,
  };
}

const feeFields = (fee: FeeData) =>
  fee.type === "EIP1559"
    ? { type: 2, maxFeePerGas: fee.maxFeePerGas, maxPriorityFeePerGas: fee.maxPriorityFeePerGas }
    : { type: 0, gasPrice: fee.gasPrice };

/**
 * ChainPort on ethers v6, from a browser wallet (EIP-1193) or a node URL and a private key.
 * @example const chain = createEthersChainAdapter({ kind: "EIP1193", provider: window.ethereum }, { deployments });
 */
export function createEthersChainAdapter(source: ChainSource, config: ChainAdapterConfig): ChainPort {
  const pollingIntervalMs = config.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
  let connecting: Promise<EthersConnection> | null = null;
  const connection = () => {
    connecting ??= connectEthers(source, config).catch((error: unknown) => {
      connecting = null; // a node that was down may be up on the next call
      throw error;
    });
    return connecting;
  };
  const mapError = (error: unknown) => toChainError(error, decodeRevertWithEthers);
  const run = <T>(work: (c: EthersConnection) => Promise<T>): ResultAsync<T, ChainError> =>
    ResultAsync.fromPromise(connection().then(work), mapError);

  const account = async (c: EthersConnection) => (await (await c.signer()).getAddress()) as Address;
  const view = async (c: EthersConnection, to: Address, iface: typeof routerInterface, fn: string, args: readonly unknown[]) =>
    iface.decodeFunctionResult(fn, await c.provider.call({ to, data: iface.encodeFunctionData(fn, [...args]) }))[0] as unknown;

  // Many reads in one eth_call through Multicall3's aggregate3 (any node takes it; no JSON-RPC batch needed).
  const multicallReads = async (c: EthersConnection, multicall: Address, reads: readonly MulticallRead[]): Promise<bigint[]> => {
    const calls = reads.map((read) => ({
      target: read.target,
      allowFailure: true,
      callData: (read.contract === "multicall3" ? multicall3Interface : erc20Interface).encodeFunctionData(read.functionName, [...read.args]),
    }));
    const answers = (await view(c, multicall, multicall3Interface, "aggregate3", [calls])) as readonly [boolean, string][];
    return answers.map(([success, returnData]) => uint256Answer(success, returnData));
  };

  const reader = (provider: JsonRpcApiProvider, router: Address): StatusReader => ({
    getReceipt: async (hash) => {
      const receipt = await provider.getTransactionReceipt(hash);
      return receipt ? toReceipt(receipt, router) : null;
    },
    getNonce: (address) => provider.getTransactionCount(address, "latest"),
    getBlockNumber: async () => BigInt(await provider.getBlockNumber()),
    getBlockTransactions: async (blockNumber) => {
      const block = await provider.getBlock(blockNumber, true);
      return (block?.prefetchedTransactions ?? []).map((tx) => ({ hash: tx.hash as Hash, from: tx.from as Address, nonce: tx.nonce }));
    },
  });

  async function feeData(provider: JsonRpcApiProvider) {
    try {
      const raw = (await provider.send("eth_feeHistory", [`0x${FEE_HISTORY_BLOCKS.toString(16)}`, "latest", REWARD_PERCENTILES])) as {
        baseFeePerGas?: string[];
        gasUsedRatio?: number[];
        reward?: string[][];
      };
      const fromHistory = feeDataFromHistory({
        baseFeePerGas: (raw.baseFeePerGas ?? []).map(BigInt),
        gasUsedRatio: raw.gasUsedRatio ?? [],
        reward: (raw.reward ?? []).map((row) => row.map(BigInt)),
      });
      if (fromHistory) return fromHistory;
    } catch {
      // No eth_feeHistory (an old node): try the legacy gas price.
    }
    try {
      return feeDataFromGasPrice(BigInt((await provider.send("eth_gasPrice", [])) as string));
    } catch {
      return fallbackFeeData();
    }
  }

  async function gasLimitFor(c: EthersConnection, from: Address, tx: Tx, fallback?: bigint) {
    try {
      return { gasLimit: withGasMargin(await c.provider.estimateGas({ from, ...tx })), source: "ESTIMATE" as const };
    } catch (error) {
      const mapped = mapError(error);
      if (fallback === undefined || isFatalForEstimate(mapped)) throw new ChainFailure(mapped);
      return { gasLimit: fallback, source: "FALLBACK" as const };
    }
  }

  /** Sends `tx`, waits for its receipt (or its replacement) and explains a failed one by replaying it. */
  async function send(c: EthersConnection, tx: Tx, options: SendOptions, fallbackGasLimit?: bigint): Promise<TransactionReceipt> {
    const signer = await c.signer();
    const from = (await signer.getAddress()) as Address;
    const gasLimit = options.gasLimit ?? (await gasLimitFor(c, from, tx, options.fallbackGasLimit ?? fallbackGasLimit)).gasLimit;
    const fee = options.fee ?? (await feeData(c.provider)).speeds.STD;
    const nonce = options.nonce ?? (await c.provider.getTransactionCount(from, "pending"));
    const sentAtBlock = BigInt(await c.provider.getBlockNumber());
    const response = await signer.sendTransaction({ ...tx, from, gasLimit, nonce, chainId: c.deployment.chainId, ...feeFields(fee) });
    const sent = { hash: response.hash as Hash, from, nonce, sentAtBlock };
    options.onSent?.(sent);
    const receipt = await waitForTransaction(reader(c.provider, c.deployment.router), sent, pollingIntervalMs);
    if (receipt.success) return receipt;
    const replayed = await c.provider
      .call({ from, ...tx, blockTag: Number(receipt.blockNumber) - 1 })
      .then(() => chainReverted(null, sent.hash), (error: unknown) => toChainError(error, decodeRevertWithEthers, sent.hash));
    throw new ChainFailure(replayed);
  }

  async function approve(c: EthersConnection, request: ApprovalRequest, options: SendOptions) {
    const owner = await account(c);
    return runApproval(request, {
      allowance: async () => (await view(c, request.token, erc20Interface, "allowance", [owner, request.spender])) as bigint,
      sendApprove: async (amount) => {
        const tx: Tx = {
          to: request.token,
          data: erc20Interface.encodeFunctionData("approve", [request.spender, amount]),
          value: 0n,
        };
        return (await send(c, tx, options, APPROVE_FALLBACK_GAS_LIMIT)).transactionHash;
      },
    });
  }

  const routerTx = (c: EthersConnection, request: TradeRequest): Tx => {
    const call = tradeCall(request);
    return { to: c.deployment.router, data: routerInterface.encodeFunctionData(call.functionName, [...call.args]), value: call.value };
  };

  return {
    getNetwork: () => run(async (c) => ({ chainId: c.deployment.chainId, name: c.deployment.name })),
    getBlockNumber: () => run(async (c) => BigInt(await c.provider.getBlockNumber())),
    getBlockTimestamp: (blockNumber) =>
      run(async (c) => {
        const block = await c.provider.getBlock(blockNumber);
        if (!block) throw new Error(`block ${blockNumber} not found`);
        return block.timestamp;
      }),
    getAccount: () => run(account),
    signMessage: (message) => run(async (c) => (await (await c.signer()).signMessage(message)) as Hash),
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
        return (await view(c, c.deployment.router, routerInterface, call.functionName, call.args)) as bigint;
      }),
    estimateTradeGas: (request, fallbackGasLimit) =>
      run(async (c) => gasLimitFor(c, await account(c), routerTx(c, request), fallbackGasLimit)),
    trade: (request, options = {}) =>
      run(async (c) => {
        const trader = await account(c);
        const receipt = await tradeReceipt(send(c, routerTx(c, request), options), trader);
        return { receipt, trade: resolveTradeEvent(receipt, trader) };
      }),
    getReceipt: (hash) => run((c) => reader(c.provider, c.deployment.router).getReceipt(hash)),
    getTransactionStatus: (sent) => run((c) => transactionStatus(reader(c.provider, c.deployment.router), sent)),
    getTradeEvents: (trader, fromBlock) =>
      run(async (c) => {
        const logs = await c.provider.getLogs({
          address: c.deployment.router,
          topics: [tradeTopic, null, null, zeroPadValue(trader, 32)],
          fromBlock: Number(fromBlock),
          toBlock: "latest",
        });
        return logs.map(toTradeEvent);
      }),
    getFeeData: () => run((c) => feeData(c.provider)),
  };
}
