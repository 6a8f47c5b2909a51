// API benchmark (`npm run bench:api`, run with tsx): requests per second and p99 latency of
// GET /user/profile and POST /user/loginWithEmailPassword, with autocannon on loopback against
// the real server with production-strength scrypt (N = 2^17), over PostgreSQL when DATABASE_URL is set,
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
const LOGIN_ACCOUNTS = 4 * CONNECTIONS;
let next = 0;

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
    // Logins go round a pool of accounts: the throttle counts each email's logins in flight, and
    // one email logged into by every connection at once would be refused as a burst.
    const passwordHash = await deps.passwordHasher.hash(PASSWORD_HASH);
    const loginUsers = await Promise.all(Array.from({ length: LOGIN_ACCOUNTS }, () => createTestUser(deps, { passwordHash })));
    const loginBodies = loginUsers.map((user) => JSON.stringify({ email: user.email, password: PASSWORD_HASH, rememberMe: false, recaptchaToken: TEST_CAPTCHA_TOKEN }));

    const check = await fetch(`${base}/user/loginWithEmailPassword`, { method: "POST", headers: { "content-type": "application/json" }, body: loginBodies[0] });
    if (!check.ok) throw new Error(`login answered ${check.status}: ${await check.text()}`);

    console.log(`API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per route, ${opened.name} storage, loopback`);
    const rows = [
      await measure("GET /user/profile", { url: `${base}/user/profile`, headers: { authorization: `Bearer ${token}` } }),
      await measure("POST /user/loginWithEmailPassword", {
        url: `${base}/user/loginWithEmailPassword`,
        // A login costs about a third of a second of one core at N = 2^17; queued ones must not time out.
        timeout: 60,
        requests: [{ method: "POST", headers: { "content-type": "application/json" }, setupRequest: (request) => ({ ...request, body: loginBodies[(next += 1) % loginBodies.length] }) }],
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
