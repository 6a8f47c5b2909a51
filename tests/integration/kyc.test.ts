import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { blobOf, kycUser, organizationFormToUpload, pdfBytes, personalFormToUpload, pngBytes, uploadAndBuild } from "./kyc-fixtures";
import { startTestServer, type TestServer } from "./server-harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const mailsTo = async (email: string) => (await server.deps.storage.outbox.list({ to: email, limit: 50 }))._unsafeUnwrap().filter((m) => m.kind === "KYC_STATUS");

describe("KYC from submission to approval", () => {
  it.each([
    ["Personal", personalFormToUpload, 3],
    ["Organization", organizationFormToUpload, 7],
  ] as const)("takes a full %s KYC from submit to approval with 500 KUL and mails", async (customerType, form, documents) => {
    const user = await kycUser(server);
    const operator = await kycUser(server, { role: "ADMIN" });
    expect((await user.kyc.getKyc())._unsafeUnwrap()).toEqual({ success: true, kycStatus: "UNVERIFIED", customerType: null, data: null, submittedAt: null });

    const body = await uploadAndBuild(user.kyc, form);
    expect(await user.kyc.submitKyc(body)).toEqual(expect.objectContaining({ value: { success: true, kycStatus: "VERIFYING" } }));
    const stored = (await user.kyc.getKyc())._unsafeUnwrap();
    expect(body.identificationId).toMatch(/^\d{13}$/);
    expect(stored).toMatchObject({ kycStatus: "VERIFYING", customerType, data: body });

    const listed = (await operator.admin.list({ status: "VERIFYING" }))._unsafeUnwrap().items;
    expect(listed).toContainEqual(expect.objectContaining({ userId: user.user.id, customerType, kycStatus: "VERIFYING" }));
    const detail = (await operator.admin.show(user.user.id))._unsafeUnwrap();
    expect(detail.documents).toHaveLength(documents);

    expect((await operator.admin.approve(user.user.id))._unsafeUnwrap()).toEqual({ success: true, kycStatus: "APPROVED", rewardGranted: true });
    const profile = (await createProfileClient(user.api).getProfile())._unsafeUnwrap();
    expect(profile.kycStatus).toBe("APPROVED");
    expect(profile.rewards.filter((r) => r.name === "KYCApproved").map((r) => r.amount)).toEqual([500n]);
    expect(profile.notifications.map((n) => n.name)).toContain("ReceivedKYCApprovedReward");
    const mails = await mailsTo(user.user.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your KUL Swap identity verification is approved", "We received your KUL Swap identity verification"]);
    expect(mails[0]!.text).toContain("You received 500 KUL as a reward.");
  });

  it("asks for changes with a per-topic log, takes the corrected form, and rejects", async () => {
    const user = await kycUser(server);
    const operator = await kycUser(server, { role: "ADMIN" });
    const body = await uploadAndBuild(user.kyc, personalFormToUpload);
    await user.kyc.submitKyc(body);
    const log = [{ group: "identification", topic: "identificationPicture", detail: "The photo is blurred." }];
    expect((await operator.admin.requestChange(user.user.id, log))._unsafeUnwrap()).toEqual({ success: true, kycStatus: "REQUEST_CHANGE", rewardGranted: false });
    expect((await user.kyc.getVerification())._unsafeUnwrap()).toEqual({ success: true, kycStatus: "REQUEST_CHANGE", logData: log });

    const photo = (await user.kyc.uploadDocument("identificationPicture", blobOf(pngBytes(128))))._unsafeUnwrap();
    expect((await user.kyc.submitKyc({ ...body, identificationPicture: photo.link }))._unsafeUnwrap().kycStatus).toBe("VERIFYING");
    expect((await operator.admin.reject(user.user.id, [{ group: "identification", topic: "identificationId", detail: "Mismatch." }]))._unsafeUnwrap().kycStatus).toBe("REJECTED");
    expect((await user.kyc.submitKyc(body))._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "KYC_SUBMIT_NOT_ALLOWED" });
    expect((await operator.admin.approve(user.user.id))._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "KYC_REVIEW_NOT_ALLOWED" });
    const mails = await mailsTo(user.user.email);
    // Newest first: rejected, pending again, request change, pending.
    expect(mails.map((m) => m.subject)).toEqual([
      "Your KUL Swap identity verification was not approved",
      "We received your KUL Swap identity verification",
      "Please correct your KUL Swap identity verification",
      "We received your KUL Swap identity verification",
    ]);
    expect(mails[0]!.text).toContain("- Identity number (Identification): Mismatch.");
    expect(mails[2]!.text).toContain("- Identity document photo (Identification): The photo is blurred.");
  });

  it.each([
    ["an unknown group", { group: "Identity", topic: "identificationId" }],
    ["a topic of another group", { group: "address", topic: "laserCode" }],
  ])("refuses a review detail naming %s, and changes nothing", async (_name, pair) => {
    const user = await kycUser(server);
    const operator = await kycUser(server, { role: "ADMIN" });
    await user.kyc.submitKyc(await uploadAndBuild(user.kyc, personalFormToUpload));
    const details = [{ group: "address", topic: "currentAddress", detail: "Missing the floor." }, { ...pair, detail: "?" }];
    expect((await operator.admin.requestChange(user.user.id, details))._unsafeUnwrapErr()).toMatchObject({
      status: 422,
      code: "KYC_REVIEW_TOPIC_UNKNOWN",
      message: `"${pair.group}.${pair.topic}" is not a topic of the KYC topics list. Choose a group and one of its topics.`,
    });
    expect((await operator.admin.reject(user.user.id, details))._unsafeUnwrapErr()).toMatchObject({ status: 422, code: "KYC_REVIEW_TOPIC_UNKNOWN" });
    expect((await user.kyc.getVerification())._unsafeUnwrap()).toEqual({ success: true, kycStatus: "VERIFYING", logData: [] });
    expect(await mailsTo(user.user.email)).toHaveLength(1);
  });

  it("grants the 500 KUL once when 20 operators approve at the same time", async () => {
    const user = await kycUser(server);
    const operator = await kycUser(server, { role: "ADMIN" });
    await user.kyc.submitKyc(await uploadAndBuild(user.kyc, personalFormToUpload));
    const results = await Promise.all(Array.from({ length: 20 }, () => operator.admin.approve(user.user.id)));
    expect(results.filter((r) => r.isOk())).toHaveLength(1);
    expect(results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().code)).toEqual(Array(19).fill("KYC_REVIEW_NOT_ALLOWED"));
    const rewards = (await server.deps.storage.rewards.listForUser(user.user.id))._unsafeUnwrap();
    expect(rewards.reduce((sum, r) => sum + r.amount, 0n)).toBe(500n);
    const notes = (await server.deps.storage.notifications.listForUser(user.user.id))._unsafeUnwrap();
    expect(notes.filter((n) => n.name === "ReceivedKYCApprovedReward")).toHaveLength(1);
    expect(await mailsTo(user.user.email)).toHaveLength(2);
  });

  it("refuses a second submission while one is pending and a submission by an inactive user", async () => {
    const user = await kycUser(server);
    const body = await uploadAndBuild(user.kyc, personalFormToUpload);
    await user.kyc.submitKyc(body);
    expect((await user.kyc.submitKyc(body))._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "KYC_SUBMIT_NOT_ALLOWED" });
    const inactive = await kycUser(server, { isActive: false });
    expect((await inactive.kyc.submitKyc(body))._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "KYC_ACCOUNT_INACTIVE" });
  });
});

describe("KYC documents", () => {
  it("serves a document to its owner and admins only, and refuses another user's link in a submission", async () => {
    const owner = await kycUser(server);
    const other = await kycUser(server);
    const operator = await kycUser(server, { role: "ADMIN" });
    const { link } = (await owner.kyc.uploadDocument("selfIdentificationPicture", blobOf(pngBytes(128))))._unsafeUnwrap();
    const fetchAs = (token: string | null) => fetch(`${server.origin}${link}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await fetchAs(owner.token);
    expect([mine.status, mine.headers.get("content-type"), mine.headers.get("cache-control")]).toEqual([200, "image/png", "private, no-store"]);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pngBytes(128));
    expect((await fetchAs(operator.token)).status).toBe(200);
    const refused = await fetchAs(other.token);
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([404, "KYC_DOCUMENT_NOT_FOUND"]);
    expect((await fetchAs(null)).status).toBe(401);

    const body = await uploadAndBuild(other.kyc, personalFormToUpload);
    const stolen = await other.kyc.submitKyc({ ...body, selfIdentificationPicture: link });
    expect(stolen._unsafeUnwrapErr()).toMatchObject({ status: 400, code: "KYC_DOCUMENT_INVALID", details: { field: "selfIdentificationPicture" } });
    const elsewhere = await other.kyc.submitKyc({ ...body, governmentIssued: "https://files.example/gov.png" });
    expect(elsewhere._unsafeUnwrapErr()).toMatchObject({ code: "KYC_DOCUMENT_INVALID", details: { field: "governmentIssued" } });
  });

  it.each([
    ["a png named .pdf", "identificationPicture", pngBytes(), "scan.pdf", 200, null],
    ["a pdf as a document", "orgCompanyCert", pdfBytes(), "c.pdf", 200, null],
    ["a pdf header followed by anything", "orgCompanyCert", new Uint8Array([...Buffer.from("%PDF-1.4 x")]), "c.pdf", 400, "KYC_FILE_CONTENT_INVALID"],
    ["a png header followed by HTML", "identificationPicture", new Uint8Array([...pngBytes().subarray(0, 8), ...Buffer.from("<html><script>alert(1)</script></html>")]), "id.png", 400, "KYC_FILE_CONTENT_INVALID"],
    ["a whole png with HTML after its end", "identificationPicture", new Uint8Array([...pngBytes(), ...Buffer.from("<html></html>")]), "id.png", 400, "KYC_FILE_CONTENT_INVALID"],
    ["a pdf as a photo", "selfIdentificationPicture", new Uint8Array([...Buffer.from("%PDF-1.4 x")]), "s.png", 415, "KYC_FILE_TYPE_NOT_ALLOWED"],
    ["an executable named .png", "identificationPicture", new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4]), "id.png", 415, "KYC_FILE_TYPE_NOT_ALLOWED"],
    ["an empty file", "identificationPicture", new Uint8Array(0), "id.png", 400, "KYC_FILE_EMPTY"],
    ["a photo over 5 MB", "governmentIssued", pngBytes(5_000_001), "gov.png", 413, "KYC_FILE_TOO_LARGE"],
    ["a document of exactly 10 MB", "proofOfIncome", pngBytes(10_000_000), "p.png", 200, null],
    ["a document over 10 MB", "assetOwnership", pngBytes(10_000_001), "a.png", 413, "KYC_FILE_TOO_LARGE"],
    ["an unknown document name", "avatar", pngBytes(), "x.png", 400, "KYC_DOCUMENT_NAME_INVALID"],
  ] as const)("answers %s with the status and code expected (%#)", async (_label, name, bytes, fileName, status, code) => {
    const user = await kycUser(server);
    const form = new FormData();
    form.set("name", name);
    form.set("file", blobOf(bytes), fileName);
    const response = await fetch(`${server.baseUrl}/user/upload/kyc/docs`, { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
    const answer = (await response.json()) as { code?: string };
    expect([response.status, answer.code ?? null]).toEqual([status, code]);
  });

  it("names the missing part of an upload", async () => {
    const user = await kycUser(server);
    const onlyName = new FormData();
    onlyName.set("name", "identificationPicture");
    const onlyFile = new FormData();
    onlyFile.set("file", blobOf(pngBytes()), "id.png");
    const send = (body: FormData) => server.app.inject({ method: "POST", url: "/v1/api/user/upload/kyc/docs", headers: { authorization: `Bearer ${user.token}` }, payload: body });
    expect([(await send(onlyName)).json().code, (await send(onlyFile)).json().code]).toEqual(["KYC_FILE_REQUIRED", "KYC_DOCUMENT_NAME_REQUIRED"]);
  });

  it("refuses uploads once the submission is pending", async () => {
    const user = await kycUser(server, { kycStatus: "VERIFYING" });
    expect((await user.kyc.uploadDocument("identificationPicture", blobOf(pngBytes())))._unsafeUnwrapErr()).toMatchObject({ status: 409, code: "KYC_SUBMIT_NOT_ALLOWED" });
  });
});
