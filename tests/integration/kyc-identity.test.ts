import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../adapters/http-client/api-client";
import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { foreignPersonalForm, freshPassportNumber, freshThaiIdCard, pendingFile } from "../../core/kyc/kyc.fixtures";
import type { KycForm } from "../../core/kyc/kyc-form.schema";
import { createKycClient } from "../support/wire-clients/kyc.client";
import { kycUser, personalFormToUpload, uploadAndBuild } from "./kyc-fixtures";
import { startTestServer, type TestServer } from "./server-harness";

const passportForm: KycForm = {
  ...foreignPersonalForm,
  identificationPicture: pendingFile("passport.png"),
  selfIdentificationPicture: pendingFile("selfie.png"),
  governmentIssued: pendingFile("gov.png"),
};

/** The submit call's outcome as status and code (or the new KYC status). */
async function submitted(user: Awaited<ReturnType<typeof kycUser>>, form: KycForm) {
  const result = await user.kyc.submitKyc(await uploadAndBuild(user.kyc, form, "as-is"));
  return result.isOk() ? { status: 200, kycStatus: result.value.kycStatus } : { status: result.error.status, code: result.error.code };
}
const IN_USE = { status: 409, code: "KYC_IDENTITY_IN_USE" };

describe.each([
  ["memory", () => Promise.resolve({ storage: undefined, close: async () => undefined })],
  ["PGlite", async () => openPgliteStorage()],
] as const)("one identity, one account (%s storage)", (_name, open) => {
  let server: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await open();
    close = opened.close;
    server = await startTestServer(opened.storage === undefined ? {} : { deps: { storage: opened.storage } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await close?.();
  });

  it("refuses a second account's submission with the same Thai ID card however it is typed, in English and Thai, and keeps nothing of it", async () => {
    const id = freshThaiIdCard();
    const [holder, second] = [await kycUser(server), await kycUser(server)];
    expect(await submitted(holder, { ...personalFormToUpload, identificationId: id })).toEqual({ status: 200, kycStatus: "VERIFYING" });
    expect(await submitted(second, { ...personalFormToUpload, identificationId: ` ${id.replace(/-/g, " ")} ` })).toEqual(IN_USE);
    expect((await second.kyc.getKyc())._unsafeUnwrap()).toEqual({ success: true, kycStatus: "UNVERIFIED", customerType: null, data: null, submittedAt: null });
    const thai = createKycClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => second.token, getLanguage: () => "th" }));
    const inThai = (await thai.submitKyc(await uploadAndBuild(thai, { ...personalFormToUpload, identificationId: id }, "as-is")))._unsafeUnwrapErr();
    expect(inThai).toMatchObject({ status: 409, code: "KYC_IDENTITY_IN_USE", message: expect.stringContaining("หนึ่งคนมีได้หนึ่งบัญชี") });
    const inEnglish = (await second.kyc.submitKyc(await uploadAndBuild(second.kyc, { ...personalFormToUpload, identificationId: id }, "as-is")))._unsafeUnwrapErr();
    expect(inEnglish.message).toContain("already used by another KUL Swap account");
  });

  it("refuses a passport number already given with the same nationality, and takes it with another nationality", async () => {
    const passport = freshPassportNumber();
    const [holder, same, other] = [await kycUser(server), await kycUser(server), await kycUser(server)];
    expect(await submitted(holder, { ...passportForm, identificationId: passport })).toEqual({ status: 200, kycStatus: "VERIFYING" });
    expect(await submitted(same, { ...passportForm, identificationId: passport.toLowerCase() })).toEqual(IN_USE);
    expect(await submitted(other, { ...passportForm, nationality: "Singaporean", identificationId: passport })).toEqual({ status: 200, kycStatus: "VERIFYING" });
  });

  it("frees an identity whose account was REJECTED, and lets its owner correct a submission without refusing themselves", async () => {
    const id = freshThaiIdCard();
    const [first, next, operator] = [await kycUser(server), await kycUser(server), await kycUser(server, { role: "ADMIN" })];
    expect(await submitted(first, { ...personalFormToUpload, identificationId: id })).toEqual({ status: 200, kycStatus: "VERIFYING" });
    const log = [{ group: "identification", topic: "identificationPicture", detail: "Blurred." }];
    expect((await operator.admin.requestChange(first.user.id, log))._unsafeUnwrap().kycStatus).toBe("REQUEST_CHANGE");
    expect(await submitted(first, { ...personalFormToUpload, identificationId: id })).toEqual({ status: 200, kycStatus: "VERIFYING" });
    expect(await submitted(next, { ...personalFormToUpload, identificationId: id })).toEqual(IN_USE);
    expect((await operator.admin.reject(first.user.id))._unsafeUnwrap().kycStatus).toBe("REJECTED");
    expect(await submitted(next, { ...personalFormToUpload, identificationId: id })).toEqual({ status: 200, kycStatus: "VERIFYING" });
  });

  it("lets at most one of several concurrent submissions of one identity pass", async () => {
    const id = freshThaiIdCard();
    const users = await Promise.all(Array.from({ length: 4 }, () => kycUser(server)));
    const bodies = await Promise.all(users.map((u) => uploadAndBuild(u.kyc, { ...personalFormToUpload, identificationId: id }, "as-is")));
    const results = await Promise.all(users.map((u, i) => u.kyc.submitKyc(bodies[i]!)));
    expect(results.filter((r) => r.isOk())).toHaveLength(1);
    expect(results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().code)).toEqual(["KYC_IDENTITY_IN_USE", "KYC_IDENTITY_IN_USE", "KYC_IDENTITY_IN_USE"]);
  });

  it("shows the operator the other accounts of a submission's identity, refused ones included", async () => {
    const id = freshThaiIdCard();
    const [holder, refused, operator] = [await kycUser(server), await kycUser(server), await kycUser(server, { role: "ADMIN" })];
    await submitted(holder, { ...personalFormToUpload, identificationId: id });
    expect(await submitted(refused, { ...personalFormToUpload, identificationId: id })).toEqual(IN_USE);
    const detail = (await operator.admin.show(holder.user.id))._unsafeUnwrap();
    expect(detail.sameIdentity).toEqual([{ userId: refused.user.id, email: refused.user.email, kycStatus: "UNVERIFIED", usedAt: expect.any(Number) }]);
    const alone = await kycUser(server);
    await submitted(alone, { ...personalFormToUpload, identificationId: freshThaiIdCard() });
    expect((await operator.admin.show(alone.user.id))._unsafeUnwrap().sameIdentity).toEqual([]);
  });

  it("pays the 500 KUL once per identity: a second account with it, submitted before the rule, is approved without the reward", async () => {
    const id = freshThaiIdCard();
    const [paid, operator] = [await kycUser(server), await kycUser(server, { role: "ADMIN" })];
    await submitted(paid, { ...personalFormToUpload, identificationId: id });
    expect((await operator.admin.approve(paid.user.id))._unsafeUnwrap()).toEqual({ success: true, kycStatus: "APPROVED", rewardGranted: true });
    // A submission stored as it was before one identity held one account: no claim was made for it.
    const earlier = await kycUser(server, { kycStatus: "VERIFYING" });
    const form = (await server.deps.storage.kyc.findSubmission(paid.user.id))._unsafeUnwrap()!;
    expect((await server.deps.storage.kyc.saveSubmission({ ...form, userId: earlier.user.id })).isOk()).toBe(true);
    expect((await operator.admin.approve(earlier.user.id))._unsafeUnwrap()).toEqual({ success: true, kycStatus: "APPROVED", rewardGranted: false });
    const rewards = (await server.deps.storage.rewards.listForUser(earlier.user.id))._unsafeUnwrap();
    expect(rewards.filter((r) => r.name === "KYCApproved")).toEqual([]);
  });
});
