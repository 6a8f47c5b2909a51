import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import {
  COOKIE_NAMES,
  REFERRAL_COOKIE_LIFETIME_MS,
  REMEMBER_ME_SESSION_LIFETIME_MS,
  SESSION_LIFETIME_MS,
  referralCookie,
  sessionCookies,
  sessionLifetimeMs,
} from "./session";

const HOUR = 3_600_000;

describe("cookie names and lifetimes", () => {
  it("prefixes the three cookies with the product name", () => {
    expect(COOKIE_NAMES).toEqual({ accessToken: "kul_accessToken", user: "kul_user", ref: "kul_ref" });
  });

  it.each([
    [SESSION_LIFETIME_MS, 12 * HOUR],
    [REMEMBER_ME_SESSION_LIFETIME_MS, 2160 * HOUR],
    [REMEMBER_ME_SESSION_LIFETIME_MS, 90 * 24 * HOUR],
    [REFERRAL_COOKIE_LIFETIME_MS, 24 * HOUR],
  ])("has the spec's lifetime %i ms", (constant, expected) => {
    expect(constant).toBe(expected);
  });

  it.each([
    [false, 12 * HOUR],
    [true, 2160 * HOUR],
  ])("gives a session with remember-me %s a lifetime of %i ms, shared by the access token", (rememberMe, ms) => {
    expect(sessionLifetimeMs(rememberMe)).toBe(ms);
  });
});

describe("sessionCookies", () => {
  const clock = new FakeClock();

  it.each([
    [false, 12 * HOUR],
    [true, 2160 * HOUR],
  ])("sets both login cookies Secure, expiring together (remember-me %s)", (rememberMe, lifetime) => {
    const now = clock.now();
    const expiresAt = now + lifetime;
    expect(sessionCookies({ accessToken: "jwt", user: '{"id":1}', rememberMe }, now)).toEqual([
      { name: "kul_accessToken", value: "jwt", expiresAt, secure: true, sameSite: "Lax", path: "/" },
      { name: "kul_user", value: '{"id":1}', expiresAt, secure: true, sameSite: "Lax", path: "/" },
    ]);
  });
});

describe("referralCookie", () => {
  it("keeps the referral code for 24 hours, Secure", () => {
    const now = new FakeClock().now();
    expect(referralCookie("KUL123", now)).toEqual({
      name: "kul_ref",
      value: "KUL123",
      expiresAt: now + 24 * HOUR,
      secure: true,
      sameSite: "Lax",
      path: "/",
    });
  });
});
