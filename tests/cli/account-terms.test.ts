import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_LEGAL_VERSIONS } from "../../adapters/legal/legal-documents";
import { startTestServer, type TestServer } from "../integration/server-harness";
import { buildKul, removeKul, type KulUser } from "./account-cli-fixture";
import { freshEmail, onboard } from "./account-onboarding";

// The server after a new terms version was published: accounts registered before must accept it again.
const NEW_VERSIONS = { terms: "9.0", privacy: CURRENT_LEGAL_VERSIONS.privacy };
let server: TestServer;
const users: KulUser[] = [];

beforeAll(async () => {
  [server] = await Promise.all([startTestServer({ deps: { legalVersions: NEW_VERSIONS } }), buildKul()]);
});
afterAll(async () => {
  users.forEach((u) => u.remove());
  removeKul();
  await server.close();
});

type Terms = { ok: true; needsAcceptance: boolean; legal: { current: { terms: string }; accepted: { terms: string } | null } };

describe("kul account terms", () => {
  it("lists a new terms version as missing before trading, and accepts it with --accept", async () => {
    const email = freshEmail();
    const user = await onboard(server.origin, email);
    users.push(user);
    // The account's latest acceptance is of the previous terms version (accepted before 9.0 was published).
    const { id } = (await server.deps.storage.users.findByEmail(email))._unsafeUnwrap()!;
    await server.deps.storage.legalAcceptances.add({ id: `${id}-previous`, userId: id, ...CURRENT_LEGAL_VERSIONS, acceptedAt: Date.now() + 1 });
    const before = await user.json<{ missing: string[] }>(["account", "whoami"]);
    expect(before.missing).toContain("ACCEPT_TERMS");
    const status = await user.json<Terms>(["account", "terms"]);
    expect([status.needsAcceptance, status.legal.current.terms]).toEqual([true, "9.0"]);

    const accepted = await user.json<Terms>(["account", "terms", "--accept"]);
    expect([accepted.needsAcceptance, accepted.legal.accepted?.terms]).toEqual([false, "9.0"]);
    const after = await user.json<{ missing: string[] }>(["account", "whoami"]);
    expect(after.missing).not.toContain("ACCEPT_TERMS");
  }, 90_000);
});
