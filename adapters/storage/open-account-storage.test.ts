import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ok } from "neverthrow";
import { afterAll, describe, expect, it } from "vitest";
import { newUser, T0 } from "../../tests/conformance/account-storage-context";
import { openAccountStorage } from "./open-account-storage";

describe("openAccountStorage without a database URL", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kul-storage-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps accounts, rewards and sessions in PGlite files under the data folder across a restart", async () => {
    const user = newUser({ language: "th", displayName: "สมชาย" });
    const first = await openAccountStorage({ dataDir: path.join(dataDir, "nested", "data") });
    const created = await first.storage.users.create(user, T0);
    await first.storage.rewards.grant({ userId: user.id, name: "KYCApproved", amount: 10n ** 24n, isOpenCongratsModal: true, createdAt: T0 });
    await first.storage.sessions.create({ id: "s-1", userId: user.id, createdAt: T0, expiresAt: T0 + 1000 });
    await first.close();

    expect(readdirSync(path.join(dataDir, "nested", "data", "pglite"))).toContain("PG_VERSION");
    const second = await openAccountStorage({ dataDir: path.join(dataDir, "nested", "data"), databaseUrl: "" });
    try {
      expect(await second.storage.users.findByEmail(user.email)).toEqual(created);
      expect(await second.storage.rewards.listForUser(user.id)).toEqual(
        ok([{ userId: user.id, name: "KYCApproved", amount: 10n ** 24n, isOpenCongratsModal: true, createdAt: T0 }]),
      );
      expect(await second.storage.sessions.findById("s-1")).toEqual(ok({ id: "s-1", userId: user.id, createdAt: T0, expiresAt: T0 + 1000, revokedAt: null }));
    } finally {
      await second.close();
    }
  }, 120_000);
});
