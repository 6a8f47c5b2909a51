import { Interface } from "ethers";
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { chainRpcUnavailable, type ChainError } from "../../../core/ports/chain.errors";
import type { Address, FeeDataBySpeed, QuoteRequest } from "../../../core/ports/chain.port";
import type { QuoteReaderPort } from "../../../core/ports/quote-reader.port";
import { ROUTER_ABI } from "../shared/abi";
import { fallbackFeeData, feeDataFromGasPrice, feeDataFromHistory, FEE_HISTORY_BLOCKS, REWARD_PERCENTILES } from "../shared/fees";
import { quoteCall } from "../shared/router-calls";
import { rpcBatch, type RpcNodes } from "./json-rpc-batch";
import { readPoolSnapshot, readWholeV3Pools, type WatchedPool } from "./rpc-pool-reader";

/** Where the reader reaches the node and the router, and the pools whose reserves it reads. */
export type RpcQuoteReaderConfig = Readonly<{ url: string | RpcNodes; router: Address; timeoutMs?: number; proxyIndexes?: readonly number[]; pools?: readonly WatchedPool[] }>;

const router = new Interface(ROUTER_ABI);
const hex = (n: bigint) => `0x${n.toString(16)}`;

function decodeQuote(functionName: string, data: unknown): bigint | null {
  if (typeof data !== "string" || data === "0x") return null;
  try {
    return router.decodeFunctionResult(functionName, data)[0] as bigint;
  } catch {
    return null;
  }
}

/** The eth_call data of a quote, or null when its amounts do not fit the ABI (beyond uint256: the view cannot be called). */
function encodeQuote(request: QuoteRequest): { functionName: string; data: string } | null {
  const call = quoteCall(request);
  try {
    return { functionName: call.functionName, data: router.encodeFunctionData(call.functionName, call.args) };
  } catch {
    return null;
  }
}

/**
 * A QuoteReaderPort over plain JSON-RPC: every quote of a request travels as one eth_call each
 * inside ONE batch (one HTTP round trip), pinned to the given block so all answers agree; the
 * pool snapshot is one more batch.
 * @example const reader = createRpcQuoteReader({ url: "http://127.0.0.1:8545", router: deployment.router });
 */
export function createRpcQuoteReader(config: RpcQuoteReaderConfig): QuoteReaderPort {
  const timeoutMs = config.timeoutMs ?? 10_000;
  return {
    getBlockNumber: () =>
      rpcBatch(config.url, [{ method: "eth_blockNumber", params: [] }], timeoutMs).andThen(([answer]) =>
        answer?.ok && typeof answer.result === "string" && /^0x[0-9a-fA-F]+$/.test(answer.result) ? okAsync(BigInt(answer.result)) : rpcFailure("eth_blockNumber"),
      ),
    quoteMany(requests: readonly QuoteRequest[], blockNumber: bigint) {
      const encoded = requests.map(encodeQuote);
      const sent = encoded.flatMap((call) => (call === null ? [] : [call]));
      if (sent.length === 0) return okAsync(encoded.map(() => null));
      const rpc = sent.map((call) => ({ method: "eth_call", params: [{ to: config.router, data: call.data }, hex(blockNumber)] }));
      return rpcBatch(config.url, rpc, timeoutMs).map((answers) => {
        let next = 0;
        return encoded.map((call) => {
          if (call === null) return null;
          const answer = answers[next++]!;
          return answer.ok ? decodeQuote(call.functionName, answer.result) : null;
        });
      });
    },
    readPools: (partnerIndex, blockNumber) =>
      readPoolSnapshot({ url: config.url, router: config.router, timeoutMs, proxyIndexes: config.proxyIndexes ?? [], pools: config.pools ?? [] }, partnerIndex, blockNumber),
    readWholeV3Pools: (pools, blockNumber) => readWholeV3Pools({ url: config.url, timeoutMs, pools: config.pools ?? [] }, pools, blockNumber),
    getFeeData: (): ResultAsync<FeeDataBySpeed, ChainError> =>
      rpcBatch(
        config.url,
        [
          { method: "eth_feeHistory", params: [hex(BigInt(FEE_HISTORY_BLOCKS)), "latest", REWARD_PERCENTILES] },
          { method: "eth_gasPrice", params: [] },
        ],
        timeoutMs,
      ).map(([history, gasPrice]) => feeDataOf(history?.ok ? history.result : null, gasPrice?.ok ? gasPrice.result : null)),
  };
}

function rpcFailure(method: string): ResultAsync<never, ChainError> {
  return errAsync(chainRpcUnavailable(`${method} gave no answer`));
}

type RawHistory = { baseFeePerGas?: string[]; gasUsedRatio?: number[]; reward?: string[][] } | null;

/** EIP-1559 fees from the history, else legacy from eth_gasPrice, else the 5.5 gwei fallback. */
function feeDataOf(history: unknown, gasPrice: unknown): FeeDataBySpeed {
  try {
    return readFeeData(history, gasPrice);
  } catch {
    // A malformed answer (not hex) is a node fault: the 5.5 gwei default keeps the quote usable.
    return fallbackFeeData();
  }
}

function readFeeData(history: unknown, gasPrice: unknown): FeeDataBySpeed {
  const raw = history as RawHistory;
  if (raw !== null && Array.isArray(raw.baseFeePerGas)) {
    const fromHistory = feeDataFromHistory({
      baseFeePerGas: raw.baseFeePerGas.map(BigInt),
      gasUsedRatio: raw.gasUsedRatio,
      reward: raw.reward?.map((row) => row.map(BigInt)),
    });
    if (fromHistory !== null) return fromHistory;
  }
  return typeof gasPrice === "string" ? feeDataFromGasPrice(BigInt(gasPrice)) : fallbackFeeData();
}

