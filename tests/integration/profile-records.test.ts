import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avatarSource } from "../../adapters/http-client/avatar-source";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { sampleJpeg, samplePng } from "../../core/testing/sample-files";
import { fileOf, JPEG_HEAD, PNG_HEAD } from "./profile-fixtures";
import { startProfileTestServer, type ProfileTestServer } from "./profile-server";
import type { TestServer } from "./server-harness";

let context: ProfileTestServer;
let server: TestServer;

beforeAll(async () => {
  context = await startProfileTestServer();
  ({ server } = context);
});
afterAll(() => context.close());

const signedIn = (fields: Parameters<ProfileTestServer["signedIn"]>[0] = {}) => context.signedIn(fields);
const asUnknownCaller = () => context.anonymous();

describe("PUT /user/profile/avatar and GET /user/avatar/:fileName", () => {
  const upload = async (token: string | null, form: FormData) =>
    fetch(`${server.baseUrl}/user/profile/avatar`, { method: "PUT", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const formWith = (bytes: Uint8Array<ArrayBuffer>, field = "file") => {
    const form = new FormData();
    form.set("name", "me.png");
    form.set(field, new Blob([bytes]), "me.png");
    return form;
  };

  it("stores a png or jpeg recognised by content and serves it back at the answered URL", async () => {
    const { api } = await signedIn();
    const bytes = fileOf(JPEG_HEAD, 2048);
    const uploaded = (await api.uploadAvatar(new Blob([bytes]), "photo.png"))._unsafeUnwrap();
    expect(uploaded).toEqual({ success: true, profilePicture: expect.stringMatching(/^\/v1\/api\/user\/avatar\/[0-9a-f-]{36}\.jpg$/) });
    expect((await api.getProfile())._unsafeUnwrap().profilePicture).toBe(uploaded.profilePicture);
    const served = await fetch(avatarSource(server.baseUrl, uploaded.profilePicture)!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it.each([
    ["a jpeg with its camera's Exif (GPS position) and a comment", sampleJpeg({ exif: true }), sampleJpeg()],
    ["a png with eXIf and text chunks", samplePng({ metadata: true }), samplePng()],
  ])("serves %s without its metadata", async (_case, bytes, expected) => {
    const { api } = await signedIn();
    const uploaded = (await api.uploadAvatar(new Blob([bytes]), "photo"))._unsafeUnwrap();
    const served = Buffer.from(await (await fetch(avatarSource(server.baseUrl, uploaded.profilePicture)!)).arrayBuffer());
    expect([served.includes("GPS"), served.includes("taken at home"), served.equals(Buffer.from(expected))]).toEqual([false, false, true]);
  });

  it.each([
    ["a png header followed by HTML", new Uint8Array([...PNG_HEAD, ...new TextEncoder().encode("<html><script>alert(1)</script></html>")]), 400, "AVATAR_FILE_CONTENT_INVALID"],
    ["a gif", fileOf([0x47, 0x49, 0x46, 0x38]), 415, "AVATAR_FILE_TYPE_NOT_ALLOWED"],
    ["an empty file", new Uint8Array(0), 400, "AVATAR_FILE_EMPTY"],
    ["a png over 5 MB", fileOf(PNG_HEAD, 5_000_001), 413, "AVATAR_FILE_TOO_LARGE"],
    ["a png far over the limit", fileOf(PNG_HEAD, 6 * 1024 * 1024), 413, "BODY_TOO_LARGE"],
  ])("refuses %s", async (_case, bytes, status, code) => {
    const { token } = await signedIn();
    const answer = await upload(token, formWith(bytes));
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ code });
  });

  it("answers 400 when the form has no file and 415 for a JSON body", async () => {
    const { token } = await signedIn();
    const form = new FormData();
    form.set("name", "nothing");
    const noFile = await upload(token, form);
    expect([noFile.status, (await noFile.json()).code]).toEqual([400, "AVATAR_FILE_REQUIRED"]);
    const json = await server.app.inject({ method: "PUT", url: "/v1/api/user/profile/avatar", headers: { authorization: `Bearer ${token}` }, payload: { file: "x" } });
    expect([json.statusCode, json.json().code]).toEqual([415, "MEDIA_TYPE_UNSUPPORTED"]);
  });

  it("answers 401 without a token", async () => {
    expect((await upload(null, formWith(fileOf(PNG_HEAD)))).status).toBe(401);
  });

  it.each([
    [null, null],
    ["/v1/api/user/avatar/a.png", "http://api.example:3000/v1/api/user/avatar/a.png"],
    ["https://lh3.googleusercontent.com/a/p.png", "https://lh3.googleusercontent.com/a/p.png"],
  ])("resolves the picture %j for an <img> as %j", (picture, source) => {
    expect(avatarSource("http://api.example:3000/v1/api", picture)).toBe(source);
  });

  it.each(["unknown.png", "..%2F..%2Fjwt-secret", "%2e%2e%2fjwt-secret", "00000000-0000-4000-8000-000000000000.png"])(
    "answers 404 for the avatar name %s",
    async (name) => {
      const answer = await fetch(`${server.baseUrl}/user/avatar/${name}`);
      expect(answer.status).toBe(404);
    },
  );
});

describe("PUT /user/reward/options", () => {
  it("clears only the caller's congratulation flags", async () => {
    const { api, user } = await signedIn();
    const { user: other } = await signedIn();
    for (const userId of [user.id, other.id]) {
      await server.deps.storage.rewards.grant({ userId, name: "Registration", amount: 50n, isOpenCongratsModal: true, createdAt: 1 });
    }
    const rewards = (await api.getProfile())._unsafeUnwrap().rewards.map((r) => ({ ...r, options: { isOpenCongratsModal: false } }));
    expect((await api.clearRewardFlags(rewards))._unsafeUnwrap()).toEqual({
      success: true,
      rewards: [{ name: "Registration", amount: 50n, options: { isOpenCongratsModal: false } }],
    });
    expect((await server.deps.storage.rewards.listForUser(other.id))._unsafeUnwrap()[0]?.isOpenCongratsModal).toBe(true);
  });

  it.each([
    [{}, "rewards"],
    [{ rewards: [{ name: "Lottery", options: { isOpenCongratsModal: false } }] }, "rewards.0.name"],
    [{ rewards: [{ name: "Registration" }] }, "rewards.0.options"],
    [{ rewards: "all" }, "rewards"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const { token } = await signedIn();
    const answer = await server.app.inject({ method: "PUT", url: "/v1/api/user/reward/options", headers: { authorization: `Bearer ${token}` }, payload: body });
    expect([answer.statusCode, answer.json().fields[0].field]).toEqual([400, field]);
  });

  it("answers 401 without a token", async () => {
    expect((await asUnknownCaller().clearRewardFlags([]))._unsafeUnwrapErr()).toMatchObject({ status: 401 });
  });
});

describe("PUT /user/notification/mark-as-read", () => {
  it("marks the caller's notification read and leaves another user's alone", async () => {
    const { api, user } = await signedIn();
    const { user: other } = await signedIn();
    for (const u of [user, other]) {
      await server.deps.storage.notifications.add({ id: `${u.id}-n`, userId: u.id, type: "RECEIVE_REWARD", name: "GetConnectWithGoogleReward", timestamp: 5_000, isRead: false });
    }
    expect((await api.markNotificationRead(5_000))._unsafeUnwrap()).toEqual({ success: true, updated: 1 });
    expect((await api.getProfile())._unsafeUnwrap().notifications[0]?.isRead).toBe(true);
    expect((await server.deps.storage.notifications.listForUser(other.id))._unsafeUnwrap()[0]?.isRead).toBe(false);
  });

  it.each([[{}], [{ timestamp: "yesterday" }], [{ timestamp: -1 }], [{ timestamp: 1.5 }]])("answers 400 naming timestamp for %j", async (body) => {
    const { token } = await signedIn();
    const answer = await server.app.inject({ method: "PUT", url: "/v1/api/user/notification/mark-as-read", headers: { authorization: `Bearer ${token}` }, payload: body });
    expect([answer.statusCode, answer.json().fields[0].field]).toEqual([400, "timestamp"]);
  });

  it("answers 401 without a token", async () => {
    expect((await asUnknownCaller().markNotificationRead(1))._unsafeUnwrapErr()).toMatchObject({ status: 401 });
  });
});

describe("POST /cookie-consent", () => {
  const consent = { action: "allow" as const, bannerText: "We use cookies.", url: "https://kulswap.example/about" };

  it.each([
    ["a visitor", false],
    ["a logged-in user", true],
  ])("records the choice of %s with the categories of the button", async (_who, withToken) => {
    const token = withToken ? (await signedIn()).token : null;
    const result = await createProfileClient(server.clientWithToken(token)).recordCookieConsent({ ...consent, action: "deny", consents: { marketing: true } });
    expect(result._unsafeUnwrap()).toEqual({
      success: true,
      id: expect.any(String),
      consents: { analytics: false, essential: true, marketing: false, personalization: false, uncategorized: false },
    });
  });

  it.each([
    [{ ...consent, action: "maybe" }, "action"],
    [{ ...consent, url: "javascript:alert(1)" }, "url"],
    [{ ...consent, bannerText: "a\u0000" }, "bannerText"],
    [{ ...consent, bannerText: "x".repeat(4001) }, "bannerText"],
    [{ ...consent, consents: { analytics: "yes" } }, "consents.analytics"],
  ])("answers 400 naming the field for %j", async (body, field) => {
    const answer = await server.app.inject({ method: "POST", url: "/v1/api/cookie-consent", payload: body });
    expect([answer.statusCode, answer.json().fields[0].field]).toEqual([400, field]);
  });

  it("takes the user agent from the request when the body has none", async () => {
    const answer = await server.app.inject({ method: "POST", url: "/v1/api/cookie-consent", payload: consent, headers: { "user-agent": "" } });
    expect(answer.statusCode).toBe(200);
  });

  it("answers 401 for a token that is sent but invalid", async () => {
    const result = await createProfileClient(server.clientWithToken("forged")).recordCookieConsent(consent);
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 401, code: "TOKEN_INVALID" });
  });
});
