import { ResultAsync } from "neverthrow";
import { chainRpcTimeout, chainRpcUnavailable, type ChainError } from "../../../core/ports/chain.errors";

/** One JSON-RPC call of a batch. */
export type RpcCall = Readonly<{ method: string; params: readonly unknown[] }>;
/** One answer of a batch: the result, or the node's error message (a reverted eth_call). */
export type RpcAnswer = Readonly<{ ok: true; result: unknown }> | Readonly<{ ok: false; message: string }>;

type Reply = { id?: unknown; result?: unknown; error?: { message?: unknown } };

/**
 * Sends `calls` as ONE JSON-RPC batch (one HTTP request) and answers them in order; a failed
 * transport or a malformed answer is a ChainError, a failed single call is its own answer.
 */
export function rpcBatch(url: string, calls: readonly RpcCall[], timeoutMs: number): ResultAsync<readonly RpcAnswer[], ChainError> {
  const body = JSON.stringify(calls.map((c, id) => ({ jsonrpc: "2.0", id, method: c.method, params: c.params })));
  const send = async (): Promise<readonly RpcAnswer[]> => {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const json = (await response.json()) as unknown;
    // A node answers a one-call batch as an array too; tolerate a lone object all the same.
    const replies = (Array.isArray(json) ? json : [json]) as Reply[];
    const byId = new Map(replies.map((r) => [r.id, r]));
    return calls.map((_call, id) => {
      const reply = byId.get(id);
      if (reply === undefined) throw new Error(`no answer for call ${id}`);
      return reply.error === undefined ? { ok: true, result: reply.result } : { ok: false, message: String(reply.error.message ?? "error") };
    });
  };
  return ResultAsync.fromPromise(send(), (error) =>
    error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError") ? chainRpcTimeout() : chainRpcUnavailable(error instanceof Error ? error.message : String(error)),
  );
}
