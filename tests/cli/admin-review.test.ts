import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { freshThaiIdCard } from "../../core/kyc/kyc.fixtures";
import { kycUser, personalFormToUpload, uploadAndBuild } from "../integration/kyc-fixtures";
import type { TestServer } from "../integration/server-harness";
import { errorOf, type KulUser } from "./account-cli-fixture";
import { freshEmail, onboard } from "./account-onboarding";
import { startOperatorStack, stopOperatorStack } from "./operator-fixture";

const OPS = `ops-${process.pid}@example.com`;
let server: TestServer;
let ops: KulUser;
const others: KulUser[] = [];

beforeAll(async () => void ({ server, ops } = await startOperatorStack(OPS)), 120_000);
afterAll(() => stopOperatorStack({ server, ops }, others));

/** A user (made directly in storage) who submitted the Thai Personal KYC form. */
async function submitter() {
  const user = await kycUser(server);
  expect((await user.kyc.submitKyc(await uploadAndBuild(user.kyc, personalFormToUpload))).isOk()).toBe(true);
  return user;
}

describe("kul admin", () => {
  it("makes an ADMIN_EMAILS user an admin once the email is confirmed, and refuses admin commands to others", async () => {
    expect((await ops.json<{ profile: { role: string } }>(["account", "whoami"])).profile.role).toBe("ADMIN");
    const trader = await onboard(server.origin, freshEmail());
    others.push(trader);
    expect(errorOf(await trader.run(["admin", "kyc", "list", "--json"]))).toEqual([1, "FORBIDDEN"]);
    expect(errorOf(await trader.run(["admin", "create", OPS, "--json"]))).toEqual([1, "FORBIDDEN"]);
  }, 90_000);

  it("creates admins from registered users only", async () => {
    const colleague = await submitter();
    const email = colleague.user.email;
    expect(await ops.json(["admin", "create", email.toUpperCase()])).toEqual({ ok: true, email, role: "ADMIN", promoted: true });
    expect(await ops.json(["admin", "create", email])).toEqual({ ok: true, email, role: "ADMIN", promoted: false });
    expect((await createProfileClient(colleague.api).getProfile())._unsafeUnwrap().role).toBe("ADMIN");
    expect(errorOf(await ops.run(["admin", "create", "nobody@example.com", "--json"]))).toEqual([1, "ADMIN_TARGET_NOT_FOUND"]);
    expect(errorOf(await ops.run(["admin", "create", "not-an-email", "--json"]))).toEqual([1, "EMAIL_INVALID"]);
  }, 60_000);

  it("lists and shows a submission, requests a change with details, then approves it by email", async () => {
    const user = await submitter();
    const listed = await ops.json<{ items: { userId: string; email: string }[] }>(["admin", "kyc", "list", "--status", "VERIFYING", "--limit", "100"]);
    expect(listed.items.map((i) => i.email)).toContain(user.user.email);
    const shown = await ops.json<{ userId: string; kycStatus: string; documents: { name: string }[] }>(["admin", "kyc", "show", user.user.email]);
    expect([shown.userId, shown.kycStatus, shown.documents.map((d) => d.name).sort()]).toEqual([
      user.user.id,
      "VERIFYING",
      ["governmentIssued", "identificationPicture", "selfIdentificationPicture"],
    ]);

    expect(errorOf(await ops.run(["admin", "kyc", "request-change", user.user.id, "--json"]))).toEqual([2, "CLI_MISSING_VALUE"]);
    expect(errorOf(await ops.run(["admin", "kyc", "request-change", user.user.id, "--detail", "no-topic", "--json"]))).toEqual([2, "ADMIN_DETAIL_INVALID"]);
    // A topic outside the lists is refused by the server; the human message carries the server's values.
    const unknownTopic = await ops.run(["admin", "kyc", "request-change", user.user.id, "--detail", "identification.noSuchTopic=x"]);
    expect([unknownTopic.code, unknownTopic.stderr]).toEqual([1, expect.stringContaining('"identification.noSuchTopic" is not a topic')]);
    const asked = ["request-change", user.user.id, "--detail", "identification.identificationPicture=The photo is unclear", "--detail", "address.originAddress=Add the postcode"];
    expect(await ops.json(["admin", "kyc", ...asked])).toEqual({ ok: true, userId: user.user.id, kycStatus: "REQUEST_CHANGE", rewardGranted: false });
    expect((await user.kyc.getVerification())._unsafeUnwrap()).toMatchObject({
      logData: [
        { group: "identification", topic: "identificationPicture", detail: "The photo is unclear" },
        { group: "address", topic: "originAddress", detail: "Add the postcode" },
      ],
    });

    const human = await ops.run(["admin", "kyc", "show", user.user.id]);
    expect(human.stdout).toContain("identification.identificationPicture: The photo is unclear");
    expect((await user.kyc.submitKyc(await uploadAndBuild(user.kyc, personalFormToUpload))).isOk()).toBe(true);
    expect(await ops.json(["admin", "kyc", "approve", user.user.email])).toEqual({ ok: true, userId: user.user.id, kycStatus: "APPROVED", rewardGranted: true });
    expect(errorOf(await ops.run(["admin", "kyc", "approve", user.user.email, "--json"]))).toEqual([1, "KYC_REVIEW_NOT_ALLOWED"]);
  }, 90_000);

  it("shows the other accounts that used a submission's ID card, the refused one included", async () => {
    const form = { ...personalFormToUpload, identificationId: freshThaiIdCard() };
    const [holder, second] = [await kycUser(server), await kycUser(server)];
    expect((await holder.kyc.submitKyc(await uploadAndBuild(holder.kyc, form, "as-is"))).isOk()).toBe(true);
    expect((await second.kyc.submitKyc(await uploadAndBuild(second.kyc, form, "as-is")))._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "KYC_IDENTITY_IN_USE" });
    const shown = await ops.json<{ sameIdentity: unknown[] }>(["admin", "kyc", "show", holder.user.email]);
    expect(shown.sameIdentity).toEqual([{ userId: second.user.id, email: second.user.email, kycStatus: "UNVERIFIED", usedAt: expect.any(Number) }]);
    const human = await ops.run(["admin", "kyc", "show", holder.user.id]);
    expect(human.stdout).toContain("Same ID card or passport on other accounts:");
    expect(human.stdout).toContain(`${second.user.email} (${second.user.id})  UNVERIFIED  last used `);
  }, 60_000);

  it("rejects a submission and refuses an email without one", async () => {
    const user = await submitter();
    expect(await ops.json(["admin", "kyc", "reject", user.user.id, "--detail", "identification.identificationPicture=Expired card"])).toEqual({
      ok: true,
      userId: user.user.id,
      kycStatus: "REJECTED",
      rewardGranted: false,
    });
    expect(errorOf(await ops.run(["admin", "kyc", "approve", "nobody@example.com", "--json"]))).toEqual([1, "KYC_SUBMISSION_NOT_FOUND"]);
  }, 60_000);
});
