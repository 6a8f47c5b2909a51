import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type preHandlerAsyncHookHandler } from "fastify";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import packageJson from "../../package.json";
import { authenticateWith, requireAdminWith } from "./auth";
import type { ServerConfig } from "./config";
import { installErrorHandling } from "./error-handler";
import { openApiDocument, type DocumentedRoute } from "./openapi";
import { serializeRequest } from "./request-log";
import type { ApiApp, RouteModule } from "./route-module";
import { ROUTE_MODULES } from "./routes";
import { registerWebApp, webDistDirFromEnv } from "./routes/web-app.routes";
import type { ServerDeps } from "./server-deps";
import { zodSerializerCompiler, zodValidatorCompiler, type ZodTypeProvider } from "./zod-provider";

/** Where every product route lives (spec 1 section 7). */
export const API_PREFIX = "/v1/api";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by the app on routes whose hooks include `authenticate`: their answers are never cached. */
    authenticated?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: Bearer token -> live session -> `request.auth`; 401 otherwise. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler after `authenticate`: 403 unless the caller is an admin. */
    requireAdmin: preHandlerAsyncHookHandler;
  }
}

/**
 * Extra route modules (tests) mounted after the slices'; the built web app's folder (default
 * WEB_DIST_DIR, else web/dist); where the request log goes (default stderr).
 */
export type BuildOptions = Readonly<{ routeModules?: readonly RouteModule[]; webDistDir?: string; logStream?: NodeJS.WritableStream }>;

// A caller's x-request-id is kept only when it is short and plain, so logs cannot be forged.
function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

// A number of hops trusts that many proxies in front of the server, whatever their addresses.
function trustProxyOption(trust: ServerConfig["trustProxy"]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return [...trust];
}

/**
 * The API server with its plumbing (errors, request ids, limits, helmet, CORS, auth, OpenAPI)
 * and every slice's routes under /v1/api. Not listening yet: call `listen` or `inject`.
 * @example const app = await buildServer(deps, parseServerConfig(process.env)); await app.listen({ port: 3000 });
 */
export async function buildServer(deps: ServerDeps, config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app: ApiApp = Fastify({
    // Logs on stderr: stdout stays for program output (the ready line of `kul up --json`).
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      serializers: { req: serializeRequest },
      stream: options.logStream ?? process.stderr,
    },
    bodyLimit: config.bodyLimitBytes,
    // request.ip is what the throttles count: the client behind the trusted proxies, never a forged header.
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorateRequest("auth", null);
  app.decorate("authenticate", authenticateWith(deps));
  app.decorate("requireAdmin", requireAdminWith(deps));
  installErrorHandling(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // Personal data must not be kept by a shared cache or the browser's back-cache; errors included.
  app.addHook("onSend", async (request, reply) => {
    const personal = request.headers.authorization !== undefined || request.routeOptions.config?.authenticated === true;
    if (personal && !String(reply.getHeader("cache-control") ?? "").includes("no-store")) reply.header("cache-control", "no-store");
  });

  await app.register(helmet, { crossOriginResourcePolicy: { policy: "same-site" } });
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "Accept-Language", "X-Request-Id"],
    exposedHeaders: ["X-Request-Id", "Retry-After"],
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 20, parts: 25 } });

  const documented: DocumentedRoute[] = [];
  app.addHook("onRoute", (route) => {
    const handlers = [route.preHandler ?? []].flat();
    const authenticated = handlers.includes(app.authenticate);
    if (authenticated) {
      // Routes declare `preHandler: app.authenticate`; it runs at onRequest instead, before the body
      // is parsed and validated, so an anonymous caller gets 401 and learns no field names.
      const guards = handlers.filter((handler) => handler === app.authenticate || handler === app.requireAdmin);
      route.onRequest = [...[route.onRequest ?? []].flat(), ...guards] as typeof route.onRequest;
      route.preHandler = handlers.filter((handler) => !guards.includes(handler));
      route.config = { ...route.config, authenticated: true };
    }
    if (!route.url.startsWith(API_PREFIX)) return;
    for (const method of [route.method].flat()) {
      documented.push({ method, url: route.url, schema: route.schema, authenticated });
    }
  });

  await app.register(
    async (api: ApiApp) => {
      let document: Record<string, unknown> | undefined;
      api.get("/openapi.json", async () => {
        document ??= openApiDocument(documented, { version: packageJson.version, serverUrl: API_PREFIX });
        return document;
      });
      api.get("/health", async () => ({ status: "ok" as const }));
      for (const register of [...ROUTE_MODULES, ...(options.routeModules ?? [])]) await register(api, deps, config);
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app as unknown as FastifyInstance, {
    distDir: options.webDistDir ?? webDistDirFromEnv(process.env),
    rpcUrl: config.rpcUrl,
    production: config.environment === "production",
    // The page's policy and GET /config read the same setting: the wallet modal is allowed exactly when it is offered.
    walletConnect: config.walletConnectProjectId !== undefined,
  });
  return app as unknown as FastifyInstance;
}
