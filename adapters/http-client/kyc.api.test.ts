import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { thaiPersonalForm, withFreshIdentity } from "../../core/kyc/kyc.fixtures";
import type { KycForm } from "../../core/kyc/kyc-form.schema";
import { sendKycForm } from "../../core/kyc/use-cases/send-kyc-form";
import { blobOf, kycUser, personalFormToUpload, pngBytes, uploadAndBuild } from "../../tests/integration/kyc-fixtures";
import { startTestServer, type TestServer } from "../../tests/integration/server-harness";
import { KYC_DOCUMENT_PATH } from "../api-contract/kyc.schema";
import { createKycReviewApi } from "./kyc-review.api";
import { createKycApi } from "./kyc.api";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the KYC port over HTTP", () => {
  it("answers a new user's KYC state and empty verification log without the answer's envelope", async () => {
    const user = await kycUser(server);
    const kyc = createKycApi(user.api);
    expect([(await kyc.kycState())._unsafeUnwrap(), (await kyc.verificationLog())._unsafeUnwrap()]).toEqual([
      { kycStatus: "UNVERIFIED", customerType: null, data: null, submittedAt: null },
      { kycStatus: "UNVERIFIED", logData: [] },
    ]);
  });

  it("answers an upload with the link the form carries, and a submission with the new status", async () => {
    const user = await kycUser(server);
    const kyc = createKycApi(user.api);
    const uploaded = (await kyc.uploadDocument("selfIdentificationPicture", blobOf(pngBytes()), "me.png"))._unsafeUnwrap();
    const status = await kyc.submit(await uploadAndBuild(user.kyc, personalFormToUpload));
    expect([uploaded, status._unsafeUnwrap()]).toEqual([
      { name: "selfIdentificationPicture", link: expect.stringContaining(KYC_DOCUMENT_PATH), contentType: "image/png" },
      "VERIFYING",
    ]);
  });

  it("reads a reference list of the form", async () => {
    const topics = (await createKycApi(server.client).referenceList("verifyTopicsList"))._unsafeUnwrap();
    expect(topics[0]).toEqual({ key: expect.any(String), label: expect.objectContaining({ en: expect.any(String) }) });
  });
});

describe("sending the wizard's form over HTTP", () => {
  const png = (name: string) => new File([new Uint8Array(pngBytes())], name, { type: "image/png" });
  // A fresh ID card number per form: one identity may hold one account.
  const pickedForm = (): KycForm => ({ ...withFreshIdentity(thaiPersonalForm), identificationPicture: png("id.png"), selfIdentificationPicture: png("selfie.png"), governmentIssued: png("gov.png") });

  it("uploads the picked documents one by one in form order, then submits the form with their links", async () => {
    const user = await kycUser(server);
    const uploaded: string[] = [];
    const status = await sendKycForm({ kyc: createKycApi(user.api) }, { form: pickedForm(), onUploaded: (field) => uploaded.push(field) });
    const stored = (await createKycApi(user.api).kycState())._unsafeUnwrap();
    expect([status._unsafeUnwrap(), uploaded, stored.data?.identificationPicture]).toEqual([
      "VERIFYING",
      ["identificationPicture", "selfIdentificationPicture", "governmentIssued"],
      expect.stringContaining(KYC_DOCUMENT_PATH),
    ]);
  });

  it("stops at a refused upload, keeping the links already stored, and a retry with them sends only what is left", async () => {
    const user = await kycUser(server);
    const kyc = createKycApi(user.api);
    const links: Record<string, string> = {};
    const picked = pickedForm();
    const notAnImage = new File([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])], "selfie.png", { type: "image/png" });
    const first = await sendKycForm({ kyc }, { form: { ...picked, selfIdentificationPicture: notAnImage }, onUploaded: (field, link) => (links[field] = link) });
    expect(first._unsafeUnwrapErr()).toEqual({ code: "KYC_UPLOAD_FAILED", field: "selfIdentificationPicture", cause: expect.objectContaining({ code: "KYC_FILE_TYPE_NOT_ALLOWED", status: 415 }) });
    expect(Object.keys(links)).toEqual(["identificationPicture"]);
    const sent: string[] = [];
    const retried = await sendKycForm({ kyc }, { form: { ...picked, ...links }, onUploaded: (field) => sent.push(field) });
    expect([retried._unsafeUnwrap(), sent]).toEqual(["VERIFYING", ["selfIdentificationPicture", "governmentIssued"]]);
  });
});

describe("the KYC review port over HTTP", () => {
  it("lists, shows and approves a submission, each answer without its envelope", async () => {
    const user = await kycUser(server);
    await user.kyc.submitKyc(await uploadAndBuild(user.kyc, personalFormToUpload));
    const review = createKycReviewApi((await kycUser(server, { role: "ADMIN" })).api);
    const listed = (await review.submissions({ status: "VERIFYING", limit: 100 }))._unsafeUnwrap().find((i) => i.userId === user.user.id);
    const detail = (await review.submission(user.user.id))._unsafeUnwrap();
    const approved = (await review.approve(user.user.id))._unsafeUnwrap();
    expect([listed, "success" in detail, detail.userId, approved]).toEqual([
      { userId: user.user.id, email: user.user.email, kycStatus: "VERIFYING", customerType: "Personal", submittedAt: expect.any(Number) },
      false,
      user.user.id,
      { kycStatus: "APPROVED", rewardGranted: true },
    ]);
  });
});
