import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { parseResetPasswordLink, validateDisplayName, validateTwoFactorCode } from "./profile-rules";

describe("validateDisplayName", () => {
  it.each([
    ["Somchai", ok("Somchai")],
    ["  สมชาย ใจดี  ", ok("สมชาย ใจดี")],
    ["x".repeat(254), ok("x".repeat(254))],
    [undefined, err("DISPLAY_NAME_REQUIRED")],
    ["", err("DISPLAY_NAME_REQUIRED")],
    [" \t ", err("DISPLAY_NAME_REQUIRED")],
    ["x".repeat(255), err("DISPLAY_NAME_TOO_LONG")],
  ])("answers %j with %j", (name, expected) => {
    expect(validateDisplayName(name)).toEqual(expected);
  });
});

describe("validateTwoFactorCode", () => {
  it.each([
    ["123456", ok("123456")],
    [" 123 456 ", ok("123456")],
    ["000000", ok("000000")],
    [undefined, err("TWO_FACTOR_CODE_REQUIRED")],
    ["", err("TWO_FACTOR_CODE_REQUIRED")],
    ["   ", err("TWO_FACTOR_CODE_REQUIRED")],
    ["12345", err("TWO_FACTOR_CODE_INVALID")],
    ["1234567", err("TWO_FACTOR_CODE_INVALID")],
    ["12a456", err("TWO_FACTOR_CODE_INVALID")],
    ["๑๒๓๔๕๖", err("TWO_FACTOR_CODE_INVALID")],
  ])("answers %j with %j", (code, expected) => {
    expect(validateTwoFactorCode(code)).toEqual(expected);
  });

  it("accepts every six-digit code", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        const code = String(n).padStart(6, "0");
        expect(validateTwoFactorCode(code)).toEqual(ok(code));
      }),
    );
  });
});

describe("parseResetPasswordLink", () => {
  const token = "q3Zx_9-kLmN0pQrStUvWxYz0123456789abcdefABCD";

  it("reads the email and token of a well-formed link, normalising the email", () => {
    expect(parseResetPasswordLink({ email: "Trader@Example.com", token })).toEqual(
      ok({ email: "trader@example.com", token }),
    );
  });

  it.each([
    [{}],
    [{ email: "trader@example.com" }],
    [{ token }],
    [{ email: "trader@example.com", token: "" }],
    [{ email: "", token }],
    [{ email: "not-an-email", token }],
    [{ email: "trader@example.com", token: "has space" }],
    [{ email: ["trader@example.com"], token }],
    [{ email: "trader@example.com", token: 42 }],
  ])("refuses %j as an invalid link", (query) => {
    expect(parseResetPasswordLink(query)).toEqual(err("RESET_PASSWORD_LINK_INVALID"));
  });
});
