import { chmodSync, mkdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInTestUser } from "../../tests/integration/server-harness";
import { createMail } from "./compose";
import { parseServerConfig } from "./config";
import { startServer, stopOnSignals } from "./main";

describe("the server's main", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "kul-main-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const env = () => ({ ENVIRONMENT: "local", DATA_DIR: path.join(dataDir, "data"), PORT: "0", LOG_LEVEL: "silent" as const });

  it("keeps users, sessions and the token key across a restart in the same DATA_DIR", async () => {
    const first = await startServer(env());
    const { user, token } = await signInTestUser(first.deps, { displayName: "Persisted" });
    await first.stop();

    const second = await startServer(env());
    try {
      const profile = await fetch(`${second.origin}/v1/api/user/profile`, { headers: { authorization: `Bearer ${token}` } });
      const stored = await second.deps.storage.users.findById(user.id);
      expect([profile.status, stored._unsafeUnwrap()?.displayName]).toEqual([200, "Persisted"]);
    } finally {
      await second.stop();
    }
    // Two first starts of PGlite in a new directory: seconds each on a busy machine.
  }, 60_000);

  it("hashes passwords at OWASP's recommended scrypt cost (N = 2^17, r = 8, p = 1)", async () => {
    const server = await startServer(env());
    try {
      expect((await server.deps.passwordHasher.hash("0".repeat(64))).split("$").slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
    } finally {
      await server.stop();
    }
  });

  it("makes DATA_DIR and the database folder owner-only (0700), even when they existed wider", async () => {
    const dir = path.join(dataDir, "modes");
    mkdirSync(path.join(dir, "pglite"), { recursive: true, mode: 0o755 });
    chmodSync(dir, 0o755);
    const server = await startServer({ ...env(), DATA_DIR: dir });
    try {
      const mode = (file: string) => statSync(file).mode & 0o777;
      expect([mode(dir), mode(path.join(dir, "pglite")), mode(path.join(dir, "jwt-secret"))]).toEqual([0o700, 0o700, 0o600]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("stops on SIGTERM and reports the exit code", async () => {
    const server = await startServer(env());
    const code = await new Promise<number>((resolve) => {
      stopOnSignals(server, resolve);
      process.emit("SIGTERM", "SIGTERM");
    });
    expect([code, server.app.server.listening]).toEqual([0, false]);
  });

  it("refuses to start with an invalid environment", async () => {
    await expect(startServer({ ...env(), PORT: "http" })).rejects.toThrow("PORT:");
  });
});

describe("createMail", () => {
  it("chooses SMTP when SMTP_URL is set (the outbox is never touched), and flushes with nothing in flight", async () => {
    const config = parseServerConfig({ ENVIRONMENT: "local", SMTP_URL: "smtp://127.0.0.1:9" });
    const unused = { storage: null as never, clock: { now: () => 0 }, random: null as never };
    const { mail, flush } = createMail(config, unused);
    await expect(flush()).resolves.toBeUndefined();
    expect(typeof mail.send).toBe("function");
  });
});
