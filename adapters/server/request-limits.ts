import type { onRequestAsyncHookHandler } from "fastify";
import type { RequestKind } from "../../core/account/throttle";
import { limitClientRequests } from "../../core/account/use-cases/limit-client-requests";
import { orThrow } from "./api-error";
import type { ServerConfig } from "./config";
import type { ServerDeps } from "./server-deps";

/**
 * onRequest hook of an expensive anonymous route: counts the request against its client network's
 * limit (config.requestLimits, counted in the shared storage) before the body is read; over the
 * limit, 429 REQUEST_RATE_LIMITED with Retry-After.
 * @example app.post("/user/registration", { onRequest: limitRequests(deps, config, "register"), schema }, handler);
 */
export function limitRequests(deps: ServerDeps, config: ServerConfig, kind: RequestKind): onRequestAsyncHookHandler {
  return async (request) => {
    orThrow(await limitClientRequests(deps, { kind, remoteIp: request.ip, rule: config.requestLimits[kind] }));
  };
}
