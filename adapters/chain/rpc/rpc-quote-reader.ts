import { Interface } from "ethers";
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { chainRpcUnavailable, type ChainError } from "../../../core/ports/chain.errors";
import type { Address, FeeDataBySpeed, QuoteRequest } from "../../../core/ports/chain.port";
import type { QuoteReaderPort } from "../../../core/ports/quote-reader.port";
import { ROUTER_ABI } from "../shared/abi";
import { fallbackFeeData, feeDataFromGasPrice, feeDataFromHistory, FEE_HISTORY_BLOCKS, REWARD_PERCENTILES } from "../shared/fees";
import { quoteCall } from "../shared/router-calls";
import { rpcBatch } from "./json-rpc-batch";

/** Where the reader reaches the node and the router. */
export type RpcQuoteReaderConfig = Readonly<{ url: string; router: Address; timeoutMs?: number }>;

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

/**
 * A QuoteReaderPort over plain JSON-RPC: every quote of a request travels as one eth_call each
 * inside ONE batch (one HTTP round trip), pinned to the given block so all answers agree.
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
      if (requests.length === 0) return okAsync([]);
      const calls = requests.map(quoteCall);
      const rpc = calls.map((call) => ({
        method: "eth_call",
        params: [{ to: config.router, data: router.encodeFunctionData(call.functionName, call.args) }, hex(blockNumber)],
      }));
      return rpcBatch(config.url, rpc, timeoutMs).map((answers) => answers.map((a, i) => (a.ok ? decodeQuote(calls[i]!.functionName, a.result) : null)));
    },
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

