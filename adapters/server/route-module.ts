import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ServerConfig } from "./config";
import type { ServerDeps } from "./server-deps";
import type { ZodTypeProvider } from "./zod-provider";

/**
 * The Fastify scope a route module receives: mounted under /v1/api, zod schemas for
 * body/querystring/params/response, `app.authenticate` and `app.requireAdmin` preHandlers.
 */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What each `adapters/server/routes/<slice>.routes.ts` exports as `register<Slice>Routes`.
 * @example
 * export const registerProfileRoutes: RouteModule = (app, deps) => {
 *   app.get("/user/profile", { preHandler: app.authenticate, schema: { response: { 200: profileSchema } } },
 *     async (request) => orThrow(await getProfile(deps, { userId: authOf(request).userId })));
 * };
 */
export type RouteModule = (app: ApiApp, deps: ServerDeps, config: ServerConfig) => void | Promise<void>;
