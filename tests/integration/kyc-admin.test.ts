import { errAsync } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoteAdmins } from "../../core/account/use-cases/promote-admins";
import { kycUser, personalFormToUpload, uploadAndBuild } from "./kyc-fixtures";
import { createTestUser, startTestServer, type TestServer } from "./server-harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("admin KYC routes", () => {
  it.each([
    ["GET", "/admin/kyc"],
    ["GET", "/admin/kyc/00000000-0000-4000-8000-000000000001"],
    ["POST", "/admin/kyc/00000000-0000-4000-8000-000000000001/approve"],
    ["POST", "/admin/kyc/00000000-0000-4000-8000-000000000001/reject"],
    ["POST", "/admin/kyc/00000000-0000-4000-8000-000000000001/request-change"],
  ] as const)("refuses %s %s to a user who is not an admin", async (method, url) => {
    const user = await kycUser(server);
    const response = await server.app.inject({ method, url: `/v1/api${url}`, headers: { authorization: `Bearer ${user.token}` }, payload: method === "POST" ? { details: [{ group: "address", topic: "originAddress", detail: "d" }] } : undefined });
    expect([response.statusCode, response.json().code]).toEqual([403, "FORBIDDEN"]);
  });

  it("answers 404 for a user without a submission and 400 naming the field for a bad body", async () => {
    const operator = await kycUser(server, { role: "ADMIN" });
    const nobody = await createTestUser(server.deps);
    expect((await operator.admin.approve(nobody.id))._unsafeUnwrapErr()).toMatchObject({ status: 404, code: "KYC_SUBMISSION_NOT_FOUND" });
    expect((await operator.admin.show(nobody.id))._unsafeUnwrapErr()).toMatchObject({ status: 404, code: "KYC_SUBMISSION_NOT_FOUND" });
    const noDetails = await operator.admin.requestChange(nobody.id, []);
    expect(noDetails._unsafeUnwrapErr()).toMatchObject({ status: 400, fields: [expect.objectContaining({ field: "details" })] });
    const badQuery = await server.app.inject({ method: "GET", url: "/v1/api/admin/kyc?status=NOPE", headers: { authorization: `Bearer ${operator.token}` } });
    expect([badQuery.statusCode, badQuery.json().fields[0].field]).toEqual([400, "status"]);
  });

  it("lists by status and shows a submission with its readable document links", async () => {
    const user = await kycUser(server);
    const operator = await kycUser(server, { role: "ADMIN" });
    await user.kyc.submitKyc(await uploadAndBuild(user.kyc, personalFormToUpload));
    expect((await operator.admin.list({ status: "APPROVED" }))._unsafeUnwrap().items.map((i) => i.userId)).not.toContain(user.user.id);
    const detail = (await operator.admin.show(user.user.id))._unsafeUnwrap();
    expect(detail).toMatchObject({ userId: user.user.id, email: user.user.email, kycStatus: "VERIFYING", customerType: "Personal", reviewedAt: null, logData: [] });
    expect(detail.documents.map((d) => d.name).sort()).toEqual(["governmentIssued", "identificationPicture", "selfIdentificationPicture"]);
    const first = detail.documents[0]!;
    expect(detail.data[first.name]).toBe(first.link);
    const opened = await fetch(`${server.origin}${first.link}`, { headers: { authorization: `Bearer ${operator.token}` } });
    expect(opened.status).toBe(200);
  });

  it("makes the registered users of ADMIN_EMAILS admins when the server starts", async () => {
    const own = await startTestServer();
    try {
      const chosen = await createTestUser(own.deps);
      const other = await createTestUser(own.deps);
      expect((await promoteAdmins({ ...own.deps }, [` ${chosen.email.toUpperCase()} `, "nobody@example.com"]))._unsafeUnwrap()).toEqual([chosen.email]);
      expect((await promoteAdmins({ ...own.deps }, [chosen.email]))._unsafeUnwrap()).toEqual([]);
      const roles = await Promise.all([chosen.id, other.id].map(async (id) => (await own.deps.storage.users.findById(id))._unsafeUnwrap()?.role));
      expect(roles).toEqual(["ADMIN", "USER"]);
    } finally {
      await own.close();
    }
    const storage = server.deps.storage;
    const first = await createTestUser(server.deps);
    const configured = await startTestServer({ deps: { storage }, config: { adminEmails: [first.email] } });
    try {
      expect((await storage.users.findById(first.id))._unsafeUnwrap()?.role).toBe("ADMIN");
    } finally {
      await configured.close();
    }
  });

  it("keeps a status change when its mail cannot be sent", async () => {
    const mailDown = await startTestServer({ deps: { mail: { send: () => errAsync({ code: "MAIL_UNAVAILABLE" as const }) } } });
    try {
      const user = await kycUser(mailDown);
      const operator = await kycUser(mailDown, { role: "ADMIN" });
      expect((await user.kyc.submitKyc(await uploadAndBuild(user.kyc, personalFormToUpload)))._unsafeUnwrap().kycStatus).toBe("VERIFYING");
      expect((await operator.admin.approve(user.user.id))._unsafeUnwrap()).toEqual({ success: true, kycStatus: "APPROVED", rewardGranted: true });
    } finally {
      await mailDown.close();
    }
  });
});
