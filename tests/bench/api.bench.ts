// API benchmark (`npm run bench:api`, run with tsx): requests per second and p99 latency of
// GET /user/profile and POST /user/loginWithEmailPassword, with autocannon on loopback against
// the real server with production-strength scrypt, over PostgreSQL when DATABASE_URL is set,
// else embedded PGlite in memory (BENCH_STORAGE=memory: the memory storage, to isolate the HTTP
// layer). BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune a run.
import autocannon from "autocannon";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScryptPasswordHasher } from "../../adapters/crypto";
import { buildServer } from "../../adapters/server/app";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { openPgliteStorage, type OpenedStorage } from "../../adapters/storage/sql/pglite-storage";
import { openPostgresStorage } from "../../adapters/storage/sql/postgres-storage";
import { createTestDeps, createTestUser, signInTestUser, testConfig, TEST_CAPTCHA_TOKEN } from "../integration/server-harness";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD_HASH = createHash("sha256").update("Bench-Passw0rd!").digest("hex");

type Row = { route: string; "req/s": number; "p50 ms": number; "p99 ms": number; requests: number; "non-2xx": number; errors: number };

async function measure(route: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    route,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    "non-2xx": result.non2xx,
    errors: result.errors,
  };
}

async function openBenchStorage(): Promise<OpenedStorage & { name: string }> {
  const url = process.env.DATABASE_URL;
  if (url) return { name: "PostgreSQL", ...(await openPostgresStorage(url)) };
  if (process.env.BENCH_STORAGE === "memory") return { name: "memory", storage: createMemoryAccountStorage(), close: async () => {} };
  return { name: "PGlite in memory", ...(await openPgliteStorage()) };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kul-bench-"));
  const opened = await openBenchStorage();
  const config = testConfig(dataDir);
  const deps = createTestDeps(config, { storage: opened.storage, passwordHasher: createScryptPasswordHasher() });
  const app = await buildServer(deps, config);
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === "string") throw new Error("no TCP address");
    const base = `http://127.0.0.1:${address.port}/v1/api`;

    const { token } = await signInTestUser(deps);
    const loginUser = await createTestUser(deps, { passwordHash: await deps.passwordHasher.hash(PASSWORD_HASH) });
    const loginBody = JSON.stringify({ email: loginUser.email, password: PASSWORD_HASH, rememberMe: false, recaptchaToken: TEST_CAPTCHA_TOKEN });

    const check = await fetch(`${base}/user/loginWithEmailPassword`, { method: "POST", headers: { "content-type": "application/json" }, body: loginBody });
    if (!check.ok) throw new Error(`login answered ${check.status}: ${await check.text()}`);

    console.log(`API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per route, ${opened.name} storage, loopback`);
    const rows = [
      await measure("GET /user/profile", { url: `${base}/user/profile`, headers: { authorization: `Bearer ${token}` } }),
      await measure("POST /user/loginWithEmailPassword", {
        url: `${base}/user/loginWithEmailPassword`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: loginBody,
      }),
    ];
    console.table(rows);
    if (rows.some((row) => row["non-2xx"] > 0 || row.errors > 0)) process.exitCode = 1;
  } finally {
    await app.close();
    await opened.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
