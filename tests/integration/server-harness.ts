import { newTestUser } from "./test-users";
import type { FastifyInstance } from "fastify";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NewUser, UserRecord } from "../../core/ports/storage.port";
import { createCaptcha } from "../../adapters/captcha";
import { createOfflineSignatureVerifier } from "../../adapters/chain/viem/viem-signature-verifier";
import { createHs256TokenIssuer, createScryptPasswordHasher, createSecureRandom, createTotp, LOW_COST_SCRYPT_PARAMS } from "../../adapters/crypto";
import { createOutboxMail } from "../../adapters/mail";
import { createApiClient, type ApiClient } from "../../adapters/http-client/api-client";
import { buildServer, API_PREFIX } from "../../adapters/server/app";
import { createFileStore } from "../../adapters/server/compose";
import { parseServerConfig, type ServerConfig } from "../../adapters/server/config";
import type { RouteModule } from "../../adapters/server/route-module";
import type { ServerDeps } from "../../adapters/server/server-deps";
import { createSocialIdentityVerifier } from "../../adapters/social/social-identity.adapter";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { openTestDatabaseIfConfigured } from "../support/postgres-database";
import { CURRENT_LEGAL_VERSIONS } from "../../adapters/legal/legal-documents";

/** The captcha token the test server accepts (test-token mode). */
export const TEST_CAPTCHA_TOKEN = "kul-test-captcha";

/** A server started for one test file, stopped by `close`. */
export type TestServer = Readonly<{
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** http://127.0.0.1:<port>/v1/api: what clients use. */
  baseUrl: string;
  deps: ServerDeps;
  config: ServerConfig;
  /** A client without a token. */
  client: ApiClient;
  /** A client sending `token` as its Bearer token. */
  clientWithToken(token: string | null): ApiClient;
  close(): Promise<void>;
}>;

/** What a test may change in the server it starts. */
export type TestServerOptions = Readonly<{
  /** Replaces any port (a social issuer's verifier, a FakeClock...). */
  deps?: Partial<ServerDeps>;
  /** Replaces config values (environment, limits, origins...). */
  config?: Partial<ServerConfig>;
  /** Extra routes mounted under /v1/api after the slices'. */
  routeModules?: readonly RouteModule[];
  /** Where the request log goes (config logLevel decides what is written). */
  logStream?: NodeJS.WritableStream;
}>;

/** The test configuration: local environment, silent logs, a temporary data directory. */
export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = parseServerConfig({
    ENVIRONMENT: "local",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    CAPTCHA_TEST_TOKEN: TEST_CAPTCHA_TOKEN,
    WEB_ORIGIN: "http://127.0.0.1:5173",
    // Unroutable: a test that needs social login passes its own verifier (tests/integration/social-issuer.ts).
    GOOGLE_TOKENINFO_URL: "http://127.0.0.1:9/tokeninfo",
    FACEBOOK_GRAPH_URL: "http://127.0.0.1:9",
    GOOGLE_CLIENT_ID: "kul-test-client",
    LOG_LEVEL: "silent",
  });
  return { ...base, ...overrides };
}

/** Real adapters over memory storage, the mail outbox and a temporary directory (or config.s3); fast scrypt parameters. */
export function createTestDeps(config: ServerConfig, overrides: Partial<ServerDeps> = {}): ServerDeps {
  const storage = overrides.storage ?? createMemoryAccountStorage();
  const clock = overrides.clock ?? { now: () => Date.now() };
  const random = overrides.random ?? createSecureRandom();
  return {
    storage,
    clock,
    passwordHasher: createScryptPasswordHasher(LOW_COST_SCRYPT_PARAMS),
    tokens: createHs256TokenIssuer(config.jwtSecret ?? "test-secret-test-secret-test-secret-0123456789"),
    random,
    totp: createTotp(),
    mail: createOutboxMail({ outbox: storage.outbox, clock, random, webOrigin: config.webOrigin }),
    captcha: createCaptcha(config),
    social: createSocialIdentityVerifier(config),
    // As the server composes it: DATA_DIR/files, or the S3 bucket of config.s3.
    files: createFileStore(config),
    walletSignatures: createOfflineSignatureVerifier(),
    legalVersions: CURRENT_LEGAL_VERSIONS,
    ...overrides,
  };
}

/**
 * Starts the real server in-process on 127.0.0.1, a free port, on memory storage, or on a
 * throw-away PostgreSQL database when DATABASE_URL is set (CI), unless the test passes its own.
 * @example const server = await startTestServer(); afterAll(() => server.close());
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kul-server-"));
  const config = testConfig(dataDir, options.config);
  const database = options.deps?.storage === undefined ? await openTestDatabaseIfConfigured() : undefined;
  const deps = createTestDeps(config, database ? { ...options.deps, storage: database.storage } : options.deps);
  const app = await buildServer(deps, config, { routeModules: options.routeModules ?? [], ...(options.logStream ? { logStream: options.logStream } : {}) });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("test server has no TCP address");
  const origin = `http://127.0.0.1:${address.port}`;
  const baseUrl = `${origin}${API_PREFIX}`;
  const clientWithToken = (token: string | null) => createApiClient({ baseUrl, getToken: () => token });
  return {
    app,
    origin,
    baseUrl,
    deps,
    config,
    client: clientWithToken(null),
    clientWithToken,
    close: async () => {
      await app.close();
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** A stored, active email user with sensible defaults; pass fields to change them. */
export async function createTestUser(deps: ServerDeps, fields: Partial<NewUser> = {}): Promise<UserRecord> {
  userCounter += 1;
  const id = fields.id ?? deps.random.id();
  const user = newTestUser({ id, email: `user-${userCounter}-${id.slice(0, 8)}@example.com`, displayName: `User ${userCounter}`, ...fields });
  const created = await deps.storage.users.create(user, deps.clock.now());
  if (created.isErr()) throw new Error(`test user not created: ${created.error.code}`);
  return created.value;
}

/** Records that `userId` accepted the terms and privacy versions in force (the ACCEPT_TERMS trade requirement). */
export async function acceptCurrentLegal(deps: ServerDeps, userId: string): Promise<void> {
  const added = await deps.storage.legalAcceptances.add({ id: deps.random.id(), userId, terms: deps.legalVersions.terms, privacy: deps.legalVersions.privacy, acceptedAt: deps.clock.now() });
  if (added.isErr()) throw new Error(`test legal acceptance not stored: ${added.error.code}`);
}

/** A signed-in test user: stored user, live session and its Bearer token (12 h unless `lifetimeMs`). */
export async function signInTestUser(
  deps: ServerDeps,
  fields: Partial<NewUser> = {},
  lifetimeMs = 12 * 60 * 60 * 1000,
): Promise<Readonly<{ user: UserRecord; token: string; sessionId: string }>> {
  const user = await createTestUser(deps, fields);
  const now = deps.clock.now();
  const sessionId = deps.random.id();
  const session = await deps.storage.sessions.create({ id: sessionId, userId: user.id, createdAt: now, expiresAt: now + lifetimeMs });
  if (session.isErr()) throw new Error(`test session not created: ${session.error.code}`);
  const token = deps.tokens.issue({ userId: user.id, sessionId, role: user.role, expiresAt: now + lifetimeMs }, now);
  return { user, token, sessionId };
}
