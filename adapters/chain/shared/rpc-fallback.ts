/** How a list of nodes is tried: each request's timeout, rounds over the list, and the first wait between rounds (doubled each round). */
export type RpcRetryOptions = Readonly<{ timeoutMs: number; rounds?: number; backoffMs?: number }>;

/** Defaults: 3 rounds over the list, 250 ms then 500 ms between them. */
export const DEFAULT_RPC_ROUNDS = 3;
export const DEFAULT_RPC_BACKOFF_MS = 250;

/** Thrown when every node failed in every round; the adapters map it to CHAIN_RPC_ALL_FAILED. */
export class RpcNodesExhausted extends Error {
  override readonly name = "RpcNodesExhausted";
  constructor(
    readonly tried: number,
    readonly lastCause: string,
  ) {
    super(`none of ${tried} node(s) answered: ${lastCause}`);
  }
}

// A node that answers 429 or 5xx is as good as down for this request: the next one is tried.
const worthRetrying = (status: number) => status === 429 || status >= 500;
const causeOf = (error: unknown) => (error instanceof Error ? (error.name === "TimeoutError" ? "timed out" : error.message) : String(error));

/**
 * A fetch that sends each request to the first node of `urls` that answers (the URL it is given
 * is ignored), in order; a refused connection, a timeout, 429 or a 5xx moves on to the next node.
 * After a round with no answer it waits (backoff doubling each round) and goes over the list again;
 * after the last round it throws RpcNodesExhausted. JSON-RPC errors (a revert) are answers, not failures.
 * @example const fetchFn = fallbackFetch(["https://rpc-1.example", "https://rpc-2.example"], { timeoutMs: 10_000 });
 */
export function fallbackFetch(urls: readonly string[], options: RpcRetryOptions): typeof fetch {
  if (urls.length === 0) throw new Error("fallbackFetch needs at least one URL");
  const rounds = options.rounds ?? DEFAULT_RPC_ROUNDS;
  const backoffMs = options.backoffMs ?? DEFAULT_RPC_BACKOFF_MS;
  return async (_input, init) => {
    let lastCause = "no attempt";
    for (let round = 0; round < rounds; round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (round - 1)));
      for (const url of urls) {
        const timeout = AbortSignal.timeout(options.timeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        try {
          const response = await fetch(url, { ...init, signal });
          if (!worthRetrying(response.status)) return response;
          lastCause = `HTTP ${response.status} from ${new URL(url).host}`;
        } catch (error) {
          // The caller gave up (its own signal): stop at once rather than trying every node.
          if (init?.signal?.aborted) throw error;
          lastCause = `${causeOf(error)} (${new URL(url).host})`;
        }
      }
    }
    throw new RpcNodesExhausted(urls.length, lastCause);
  };
}

/** The longest the whole list may take: every node timing out in every round, plus the waits between rounds. */
export function rpcBudgetMs(nodes: number, options: RpcRetryOptions): number {
  const rounds = options.rounds ?? DEFAULT_RPC_ROUNDS;
  const backoffMs = options.backoffMs ?? DEFAULT_RPC_BACKOFF_MS;
  return options.timeoutMs * nodes * rounds + backoffMs * (2 ** Math.max(0, rounds - 1) - 1) + 1_000;
}
