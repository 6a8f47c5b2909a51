import { ResultAsync } from "neverthrow";
import type { ApiError } from "@core/ports/api.errors";

/** A port whose every method answers a ResultAsync with an ApiError (the API ports). */
type ApiPort<P> = { [K in keyof P]: P[K] extends (...args: infer A) => ResultAsync<infer T, ApiError> ? (...args: A) => ResultAsync<T, ApiError> : never };

// A chunk that did not download is a failed request like any other.
const chunkFailed = (error: unknown): ApiError => ({ code: "NETWORK_ERROR", status: null, message: error instanceof Error ? error.message : String(error) });

/**
 * An API port available at once whose implementation (the HTTP client, the api-contract schemas
 * and the full zod API) loads at the first call: each method waits for `load`, then calls the same
 * method of the loaded port. `methods` lists every method, so the type checker sees a port whose
 * methods are all forwarded. A failed download answers NETWORK_ERROR (and is tried again by `load`,
 * a lazyService, on the next call).
 * @example bind(TOKENS.LegalApi, () => deferredPort(async () => (await adapters()).legal, { disclosures: true }));
 */
export function deferredPort<P extends ApiPort<P>>(load: () => Promise<P>, methods: Readonly<Record<keyof P, true>>): P {
  const port: Partial<Record<keyof P, unknown>> = {};
  for (const method of Object.keys(methods) as (keyof P)[]) {
    port[method] = (...args: unknown[]) =>
      ResultAsync.fromPromise(load(), chunkFailed).andThen((loaded) => (loaded[method] as (...a: unknown[]) => ResultAsync<unknown, ApiError>)(...args));
  }
  return port as P;
}
