import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createHs256TokenIssuer } from "./hs256-token-issuer";

const SECRET = "k".repeat(32);
const NOW = 1_700_000_000_000;
const claims = { userId: "u-1", sessionId: "s-1", role: "USER" as const, expiresAt: NOW + 3_600_000 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
function forge(header: unknown, payload: unknown, secret = SECRET): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

describe("HS256 token issuer", () => {
  const tokens = createHs256TokenIssuer(SECRET);

  it("verifies the claims of a token it issued", () => {
    expect(tokens.verify(tokens.issue(claims, NOW), NOW + 1000)).toEqual(claims);
  });

  it("writes a standard JWT that another HS256 library can read", () => {
    const [header, payload] = tokens.issue(claims, NOW).split(".");
    expect([JSON.parse(Buffer.from(header ?? "", "base64url").toString()), JSON.parse(Buffer.from(payload ?? "", "base64url").toString())]).toEqual([
      { alg: "HS256", typ: "JWT" },
      { sub: "u-1", sid: "s-1", role: "USER", iat: NOW / 1000, exp: claims.expiresAt / 1000 },
    ]);
  });

  it("reports an expired token once its expiry is reached", () => {
    expect(tokens.verify(tokens.issue(claims, NOW), claims.expiresAt)).toEqual({ code: "TOKEN_EXPIRED" });
  });

  it.each([
    ["another secret", () => createHs256TokenIssuer("x".repeat(32)).issue(claims, NOW)],
    ["a tampered payload", () => {
      const [h, , s] = tokens.issue(claims, NOW).split(".");
      return `${h}.${b64({ sub: "admin", sid: "s-1", role: "ADMIN", iat: 0, exp: 9e9 })}.${s}`;
    }],
    ["alg none", () => `${b64({ alg: "none" })}.${b64({ sub: "u", sid: "s", role: "USER", iat: 0, exp: 9e9 })}.`],
    ["a validly signed non-HS256 header", () => forge({ alg: "HS512", typ: "JWT" }, { sub: "u", sid: "s", role: "USER", iat: 0, exp: 9e9 })],
    ["a validly signed payload without a session", () => forge({ alg: "HS256", typ: "JWT" }, { sub: "u", role: "USER", iat: 0, exp: 9e9 })],
    ["a validly signed header of another type", () => forge({ alg: "HS256", typ: "KUL-2FA" }, { sub: "u", sid: "s", role: "USER", iat: 0, exp: 9e9 })],
    ["a 2FA challenge", () => tokens.issueChallenge({ id: "c-1", userId: "u-1", rememberMe: true, expiresAt: NOW + 60_000 }, NOW)],
    ["a validly signed payload that is not JSON", () => {
      const body = `${b64({ alg: "HS256", typ: "JWT" })}.${Buffer.from("{oops").toString("base64url")}`;
      return `${body}.${createHmac("sha256", SECRET).update(body).digest("base64url")}`;
    }],
    ["two segments", () => "a.b"],
    ["garbage", () => "not a token"],
    ["an empty string", () => ""],
  ])("rejects a token with %s as invalid", (_, make) => {
    expect(tokens.verify(make(), NOW)).toEqual({ code: "TOKEN_INVALID" });
  });

  it("refuses a secret shorter than 32 bytes", () => {
    expect(() => createHs256TokenIssuer("short")).toThrow("at least 32 bytes");
  });

  describe("2FA challenges", () => {
    const challenge = { id: "c-1", userId: "u-1", rememberMe: false, expiresAt: NOW + 300_000 };

    it("verifies a challenge it issued", () => {
      expect(tokens.verifyChallenge(tokens.issueChallenge(challenge, NOW), NOW)).toEqual(challenge);
    });

    it("reports an expired challenge", () => {
      expect(tokens.verifyChallenge(tokens.issueChallenge(challenge, NOW), challenge.expiresAt)).toEqual({ code: "TOKEN_EXPIRED" });
    });

    it.each([
      ["an access token", () => tokens.issue(claims, NOW)],
      ["a challenge of another secret", () => createHs256TokenIssuer("x".repeat(32)).issueChallenge(challenge, NOW)],
      ["garbage", () => "x.y.z"],
    ])("refuses %s as a challenge", (_, make) => {
      expect(tokens.verifyChallenge(make(), NOW)).toEqual({ code: "TOKEN_INVALID" });
    });
  });
});
