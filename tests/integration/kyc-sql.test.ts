import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { kycUser, organizationFormToUpload, uploadAndBuild } from "./kyc-fixtures";
import { startTestServer, type TestServer } from "./server-harness";

let server: TestServer;
let close: () => Promise<void>;
beforeAll(async () => {
  const opened = await openPgliteStorage();
  close = opened.close;
  server = await startTestServer({ deps: { storage: opened.storage } });
}, 60_000);
afterAll(async () => {
  await server.close();
  await close();
});

describe("KYC on SQL storage (PGlite)", () => {
  it("approves an Organization KYC once under 20 concurrent approvals, with one reward, notification and mail", async () => {
    const user = await kycUser(server);
    const operator = await kycUser(server, { role: "ADMIN" });
    expect((await user.kyc.submitKyc(await uploadAndBuild(user.kyc, organizationFormToUpload)))._unsafeUnwrap().kycStatus).toBe("VERIFYING");
    const results = await Promise.all(Array.from({ length: 20 }, () => operator.admin.approve(user.user.id)));
    expect(results.filter((r) => r.isOk())).toHaveLength(1);
    const storage = server.deps.storage;
    const rewards = (await storage.rewards.listForUser(user.user.id))._unsafeUnwrap();
    expect(rewards.map((r) => [r.name, r.amount])).toEqual([["KYCApproved", 500n]]);
    const notes = (await storage.notifications.listForUser(user.user.id))._unsafeUnwrap();
    expect(notes.map((n) => n.name)).toEqual(["ReceivedKYCApprovedReward"]);
    const mails = (await storage.outbox.list({ to: user.user.email, limit: 50 }))._unsafeUnwrap();
    expect(mails.filter((m) => m.kind === "KYC_STATUS")).toHaveLength(2);
    expect((await user.kyc.getKyc())._unsafeUnwrap()).toMatchObject({ kycStatus: "APPROVED", customerType: "Organization" });
  }, 60_000);
});
