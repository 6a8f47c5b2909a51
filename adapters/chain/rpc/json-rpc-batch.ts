import { ResultAsync } from "neverthrow";
import { chainRpcAllFailed, chainRpcTimeout, chainRpcUnavailable, type ChainError } from "../../../core/ports/chain.errors";
import { fallbackFetch, RpcNodesExhausted, type RpcRetryOptions } from "../shared/rpc-fallback";

/** One JSON-RPC call of a batch. */
export type RpcCall = Readonly<{ method: string; params: readonly unknown[] }>;
/** One answer of a batch: the result, or the node's error message (a reverted eth_call). */
/** One call's answer: its result, or its error with the revert data when the node sent any (as `0x` hex). */
export type RpcAnswer = Readonly<{ ok: true; result: unknown }> | Readonly<{ ok: false; message: string; revertData?: string }>;
/**
 * Nodes in order (the first that answers serves), whether they take JSON-RPC batches (hosted
 * providers often cap or refuse them: then each call is its own request, sent together), and retries.
 */
export type RpcNodes = Readonly<{ urls: readonly string[]; batch?: boolean; retry?: Omit<RpcRetryOptions, "timeoutMs"> }>;

type Reply = { id?: unknown; result?: unknown; error?: { message?: unknown; data?: unknown } };

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;

/** An error's revert data: `data` as hex, or nested as `data.data` (as Hardhat sends it); else none. */
function revertDataOf(data: unknown): string | undefined {
  const hex = typeof data === "object" && data !== null && "data" in data ? (data as { data: unknown }).data : data;
  return typeof hex === "string" && HEX.test(hex) ? hex : undefined;
}

const answerOf = (reply: Reply | undefined, id: number): RpcAnswer => {
  if (reply === undefined) throw new Error(`no answer for call ${id}`);
  if (reply.error === undefined) return { ok: true, result: reply.result };
  const revertData = revertDataOf(reply.error.data);
  return { ok: false, message: String(reply.error.message ?? "error"), ...(revertData === undefined ? {} : { revertData }) };
};

async function post(send: typeof fetch, url: string, body: unknown, timeoutMs: number | null): Promise<unknown> {
  const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const response = await send(url, timeoutMs === null ? init : { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

/**
 * Sends `calls` and answers them in order: as ONE JSON-RPC batch (one HTTP request) to `nodes`
 * when it is a URL or takes batches, else one request per call. A failed transport or a malformed
 * answer is a ChainError (CHAIN_RPC_ALL_FAILED once a list of nodes is exhausted); a failed single
 * call is its own answer.
 */
export function rpcBatch(nodes: string | RpcNodes, calls: readonly RpcCall[], timeoutMs: number): ResultAsync<readonly RpcAnswer[], ChainError> {
  const list = typeof nodes === "string" ? null : nodes;
  // With a list, fallbackFetch times each node out itself and picks the URL.
  const send = list === null ? fetch : fallbackFetch(list.urls, { timeoutMs, ...list.retry });
  const url = list === null ? (nodes as string) : list.urls[0]!;
  const ownTimeout = list === null ? timeoutMs : null;
  const requests = calls.map((c, id) => ({ jsonrpc: "2.0", id, method: c.method, params: c.params }));
  const run = async (): Promise<readonly RpcAnswer[]> => {
    if (list !== null && list.batch === false) {
      return Promise.all(requests.map(async (request, id) => answerOf((await post(send, url, request, ownTimeout)) as Reply, id)));
    }
    const json = await post(send, url, requests, ownTimeout);
    // A node answers a one-call batch as an array too; tolerate a lone object all the same.
    const byId = new Map((Array.isArray(json) ? (json as Reply[]) : [json as Reply]).map((r) => [r.id, r]));
    return calls.map((_call, id) => answerOf(byId.get(id), id));
  };
  return ResultAsync.fromPromise(run(), (error) => {
    if (error instanceof RpcNodesExhausted) return chainRpcAllFailed(error.tried, error.lastCause);
    return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError") ? chainRpcTimeout() : chainRpcUnavailable(error instanceof Error ? error.message : String(error));
  });
}
