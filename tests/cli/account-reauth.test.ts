import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, totpAt } from "../../adapters/crypto";
import { startTestServer, type TestServer } from "../integration/server-harness";
import { buildKul, errorOf, removeKul, type KulUser } from "./account-cli-fixture";
import { freshEmail, onboard } from "./account-onboarding";

// `kul account email`, `kul account unlink` and `kul account 2fa disable` re-authenticate: the
// password from KUL_PASSWORD (or a hidden prompt), and the 2FA code when it is on.

let server: TestServer;
const users: KulUser[] = [];
const track = (u: KulUser) => (users.push(u), u);

beforeAll(async () => {
  [server] = await Promise.all([startTestServer(), buildKul()]);
});
afterAll(async () => {
  users.forEach((u) => u.remove());
  removeKul();
  await server.close();
});

const mailsTo = async (to: string) => (await server.deps.storage.outbox.list({ to, limit: 100 }))._unsafeUnwrap().map((m) => m.kind);
const storedByEmail = async (email: string) => (await server.deps.storage.users.findByEmail(email))._unsafeUnwrap();

describe("kul account email", () => {
  it("needs the password: missing off a terminal (exit 2), wrong (exit 1), right moves the account and tells the old address", async () => {
    const email = freshEmail("mover");
    const user = track(await onboard(server.origin, email));
    const moved = freshEmail("moved");
    const missing = await user.run(["account", "email", moved, "--json"], { KUL_PASSWORD: "" });
    const wrong = await user.run(["account", "email", moved, "--json"], { KUL_PASSWORD: "Wrong!pass-word1" });
    expect([errorOf(missing), errorOf(wrong), (await storedByEmail(email))?.email]).toEqual([[2, "CLI_MISSING_VALUE"], [1, "REAUTHENTICATION_FAILED"], email]);
    expect(await user.json(["account", "email", moved])).toEqual({ ok: true, email: moved, isActive: false });
    expect([await mailsTo(email), await mailsTo(moved)]).toEqual([["EMAIL_CHANGED", "EMAIL_CONFIRMATION"], ["EMAIL_CONFIRMATION"]]);
    const whoami = await user.json<{ profile: { email: string } }>(["account", "whoami"]);
    expect(whoami.profile.email).toBe(moved);
  }, 120_000);
});

describe("kul account unlink", () => {
  it("unlinks a connected provider with the password, asks for the code when 2FA is on, and refuses an unknown provider", async () => {
    const email = freshEmail("unlinker");
    const user = track(await onboard(server.origin, email));
    const id = (await storedByEmail(email))!.id;
    await server.deps.storage.users.update(id, { googleId: `g-${id}`, googleEmail: "g@example.com" }, server.deps.clock.now());
    expect(errorOf(await user.run(["account", "unlink", "twitter", "--json"]))).toEqual([2, "CLI_PROVIDER_INVALID"]);
    const setup = await user.json<{ secret: string }>(["account", "2fa", "setup"]);
    const code = (offset: number) => totpAt(base32Decode(setup.secret)!, Date.now() + offset * 30_000);
    await user.json(["account", "2fa", "enable", "--code", code(-1)]);
    const noCode = await user.run(["account", "unlink", "google", "--json"]);
    expect(errorOf(noCode)).toEqual([2, "CLI_MISSING_VALUE"]);
    expect((await storedByEmail(email))?.googleId).toBe(`g-${id}`);
    expect(await user.json(["account", "unlink", "google", "--code", code(0)])).toEqual({ ok: true, provider: "GOOGLE", linked: false });
    expect((await storedByEmail(email))?.googleId).toBeNull();
    const noPassword = await user.run(["account", "2fa", "disable", "--code", code(1), "--json"], { KUL_PASSWORD: "" });
    expect(errorOf(noPassword)).toEqual([2, "CLI_MISSING_VALUE"]);
    expect(await user.json(["account", "2fa", "disable", "--code", code(1)])).toEqual({ ok: true, enabled: false });
  }, 120_000);
});
