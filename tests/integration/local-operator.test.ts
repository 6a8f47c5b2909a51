/** The local stack's KYC operator: made ready on every start, whatever state an earlier start left. */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureLocalOperator } from "../../core/account/use-cases/ensure-local-operator";
import type { ServerDeps } from "../../adapters/server/server-deps";
import { createTestDeps, testConfig, TEST_CAPTCHA_TOKEN } from "./server-harness";

const EMAIL = "operator@kulswap.example";
const clientHash = (password: string) => createHash("sha256").update(password, "utf8").digest("hex");

describe("ensureLocalOperator", () => {
  let dir = "";
  let deps: ServerDeps;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "kul-local-operator-"));
    deps = createTestDeps(testConfig(dir));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const stored = async () => (await deps.storage.users.findByEmail(EMAIL))._unsafeUnwrap();
  const ensure = (password: string) => ensureLocalOperator(deps, { email: EMAIL, passwordHash: clientHash(password), language: "en", recaptchaToken: TEST_CAPTCHA_TOKEN });

  it("registers the operator on the first start: confirmed, an admin, signing in with the given password", async () => {
    const first = (await ensure("Op-first-start-9k!"))._unsafeUnwrap();
    const user = await stored();
    expect(first).toEqual({ userId: user?.id, email: EMAIL, created: true });
    expect(user).toMatchObject({ email: EMAIL, isActive: true, role: "ADMIN" });
    expect(await deps.passwordHasher.verify(clientHash("Op-first-start-9k!"), user?.passwordHash ?? "")).toBe(true);
  });

  it("keeps the same account on a later start and sets back the kept password and the role", async () => {
    const before = await stored();
    await deps.storage.users.update(before!.id, { role: "USER" }, Date.now());
    const again = (await ensure("Op-second-start-9k!"))._unsafeUnwrap();
    const user = await stored();
    expect(again).toEqual({ userId: before?.id, email: EMAIL, created: false });
    expect(user).toMatchObject({ isActive: true, role: "ADMIN" });
    expect(await deps.passwordHasher.verify(clientHash("Op-second-start-9k!"), user?.passwordHash ?? "")).toBe(true);
    expect(await deps.passwordHasher.verify(clientHash("Op-first-start-9k!"), user?.passwordHash ?? "")).toBe(false);
  });
});
