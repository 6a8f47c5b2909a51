import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionStore } from "../../adapters/storage/file/session.store";
import { signInTestUser, startTestServer, type TestServer } from "../integration/server-harness";
import { baseEnv, buildKul, jsonOf, kulRunner, type KulRun } from "./cli-runner";
import { writeValidForm } from "./kyc-form-files";

let server: TestServer;
let entry: string;
let remove: () => void;
let dir: string;

beforeAll(async () => {
  const built = buildKul();
  entry = built.entry;
  remove = built.remove;
  server = await startTestServer();
  dir = mkdtempSync(path.join(tmpdir(), "kul-cli-kyc-submit-"));
}, 120_000);

afterAll(async () => {
  remove();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A config folder holding a signed-in user's session for this server (what `kul account login` writes). */
async function signedInRunner(name: string): Promise<KulRun> {
  const configDir = path.join(dir, name);
  const { token, user } = await signInTestUser(server.deps);
  createSessionStore({ KUL_CONFIG_DIR: configDir }).write({ token, expiresAt: Date.now() + 3_600_000, email: user.email, apiUrl: server.origin });
  return kulRunner(entry, baseEnv(configDir, { KUL_API_URL: server.origin }));
}

describe("kul kyc submit and status", () => {
  it("needs a login (exit 1)", async () => {
    const kul = kulRunner(entry, baseEnv(path.join(dir, "nobody"), { KUL_API_URL: server.origin }));
    const result = await kul(["kyc", "status", "--json"]);
    expect(result.code).toBe(1);
    expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "CLI_LOGIN_REQUIRED" } });
  });

  it("uploads the documents, submits the form and shows it pending review", async () => {
    const kul = await signedInRunner("submitter");
    const { form, docs } = writeValidForm(path.join(dir, "form"));
    const before = jsonOf(await kul(["kyc", "status", "--json"]));
    expect(before).toMatchObject({ ok: true, kycStatus: "UNVERIFIED", submittedAt: null });

    const submitted = await kul(["kyc", "submit", form, "--docs", docs, "--json"]);
    expect(submitted.code, submitted.stderr).toBe(0);
    expect(jsonOf(submitted)).toEqual({ ok: true, kycStatus: "VERIFYING", uploaded: ["identificationPicture", "selfIdentificationPicture", "governmentIssued"] });

    const after = await kul(["kyc", "status"]);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain("KYC status: Pending review");
  });

  it("sends nothing when a rule fails, and the server's refusal is exit 1", async () => {
    const kul = await signedInRunner("refused");
    const { form, docs } = writeValidForm(path.join(dir, "bad"), { laserCode: "nope" });
    const result = await kul(["kyc", "submit", form, "--docs", docs, "--json"]);
    expect(result.code).toBe(1);
    expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "KYC_FORM_INVALID", issues: [{ field: "laserCode", code: "LASER_CODE_INVALID" }] } });
    expect(jsonOf(await kul(["kyc", "status", "--json"]))).toMatchObject({ kycStatus: "UNVERIFIED" });
  });
});
