import { okAsync, type ResultAsync } from "neverthrow";
import type { AttemptCounterPort } from "../../ports/attempt-counter.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError } from "../../ports/storage.port";
import { requestRateLimited, type RequestRateLimited } from "../account.errors";
import { requestThrottle, takeAttempts, type RequestKind, type ThrottleRule } from "../throttle";

/** The shared attempt counters (storage) and the time. */
export type LimitClientRequestsDeps = Readonly<{ storage: Readonly<{ attempts: AttemptCounterPort }>; clock: ClockPort }>;

/** One request of `kind` from `remoteIp`, held to `rule` (null: that kind is not limited). */
export type LimitClientRequestsInput = Readonly<{ kind: RequestKind; remoteIp: string | null; rule: ThrottleRule | null }>;
export type LimitClientRequestsError = RequestRateLimited | StorageError;

/**
 * Counts one request of a client network before any work is done, in the storage's atomic
 * counters, so API instances on one database hold the network to one limit. Over the limit:
 * REQUEST_RATE_LIMITED with the seconds until the window ends. Requests are never given back:
 * the limit bounds the work a network can ask for, successful or not.
 * @example await limitClientRequests(deps, { kind: "quote", remoteIp: "203.0.113.9", rule: DEFAULT_REQUEST_LIMITS.quote })
 */
export function limitClientRequests(deps: LimitClientRequestsDeps, input: LimitClientRequestsInput): ResultAsync<void, LimitClientRequestsError> {
  if (input.rule === null) return okAsync(undefined);
  const throttles = requestThrottle(input.kind, input.remoteIp, input.rule);
  return takeAttempts(deps.storage.attempts, throttles, deps.clock.now(), requestRateLimited).map(() => undefined);
}
