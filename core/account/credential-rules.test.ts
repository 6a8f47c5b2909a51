import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import {
  passwordRuleFailures,
  validateAcceptTerms,
  validateConfirmPassword,
  validateEmail,
  validateLoginPassword,
  validateRegisterPassword,
} from "./credential-rules";

describe("validateEmail", () => {
  it.each([
    ["trader@example.com", "trader@example.com"],
    ["  Trader.Name+kul@Mail.Example.CO.TH ", "trader.name+kul@mail.example.co.th"],
    ["o'neil_1@sub-domain.example.org", "o'neil_1@sub-domain.example.org"],
  ])("accepts %j as %j", (input, expected) => {
    expect(validateEmail(input)).toEqual(ok(expected));
  });

  it.each([undefined, null, "", "   "])("requires an email when given %j", (input) => {
    expect(validateEmail(input)).toEqual(err("EMAIL_REQUIRED"));
  });

  it.each([
    "trader",
    "trader@",
    "@example.com",
    "trader@localhost",
    "trader@example.c",
    "trader@example.123",
    "tra der@example.com",
    ".trader@example.com",
    "trader.@example.com",
    "tra..der@example.com",
    "trader@-example.com",
    "trader@example-.com",
    "trader@@example.com",
    `${"a".repeat(65)}@example.com`,
    `trader@${"a".repeat(250)}.com`,
  ])("rejects %j as invalid", (input) => {
    expect(validateEmail(input)).toEqual(err("EMAIL_INVALID"));
  });

  it("accepts a 64-character local part, the most RFC 5321 allows", () => {
    const email = `${"a".repeat(64)}@example.com`;
    expect(validateEmail(email)).toEqual(ok(email));
  });

  it("is idempotent: a valid email validates to itself", () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
        expect(validateEmail(email).andThen(validateEmail)).toEqual(validateEmail(email));
      }),
    );
  });
});

describe("validateRegisterPassword", () => {
  it.each([
    ["Abcdefg1", "the shortest valid password"],
    [`Aa1${"x".repeat(117)}`, "120 characters"],
    ["Ünïcödé9", "non-ASCII letters"],
    ["  Spaced Pass 1  ", "spaces, kept as typed"],
  ])("accepts %j (%s)", (password) => {
    expect(validateRegisterPassword(password)).toEqual(ok(password));
  });

  it.each([
    [undefined, "PASSWORD_REQUIRED"],
    ["", "PASSWORD_REQUIRED"],
    ["Abcde1", "PASSWORD_TOO_SHORT"],
    [`Aa1${"x".repeat(118)}`, "PASSWORD_TOO_LONG"],
    ["ABCDEFG1", "PASSWORD_LOWERCASE_MISSING"],
    ["abcdefg1", "PASSWORD_UPPERCASE_MISSING"],
    ["Abcdefgh", "PASSWORD_DIGIT_MISSING"],
  ])("rejects %j with %s", (password, code) => {
    expect(validateRegisterPassword(password)).toEqual(err(code));
  });

  it("counts length in code points, so 8 emoji with the classes are long enough", () => {
    expect(validateRegisterPassword("Aa1😀😀😀😀😀")).toEqual(ok("Aa1😀😀😀😀😀"));
    expect(validateRegisterPassword("Aa1😀😀😀😀")).toEqual(err("PASSWORD_TOO_SHORT"));
  });
});

describe("passwordRuleFailures", () => {
  it.each([
    ["", ["PASSWORD_REQUIRED"]],
    ["abc", ["PASSWORD_TOO_SHORT", "PASSWORD_UPPERCASE_MISSING", "PASSWORD_DIGIT_MISSING"]],
    ["!!!!", ["PASSWORD_TOO_SHORT", "PASSWORD_LOWERCASE_MISSING", "PASSWORD_UPPERCASE_MISSING", "PASSWORD_DIGIT_MISSING"]],
    ["Abcdefg1", []],
  ])("lists every unmet requirement of %j in check order", (password, codes) => {
    expect(passwordRuleFailures(password)).toEqual(codes);
  });

  it("agrees with validateRegisterPassword on the first failure", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 130 }), (password) => {
        const [first] = passwordRuleFailures(password);
        expect(validateRegisterPassword(password)).toEqual(first === undefined ? ok(password) : err(first));
      }),
    );
  });
});

describe("validateConfirmPassword", () => {
  it.each([
    [undefined, "Abcdefg1", err("CONFIRM_PASSWORD_REQUIRED")],
    ["", "Abcdefg1", err("CONFIRM_PASSWORD_REQUIRED")],
    ["x".repeat(121), "x".repeat(121), err("CONFIRM_PASSWORD_TOO_LONG")],
    ["Abcdefg2", "Abcdefg1", err("CONFIRM_PASSWORD_MISMATCH")],
    ["Abcdefg1", undefined, err("CONFIRM_PASSWORD_MISMATCH")],
    ["Abcdefg1", "Abcdefg1", ok("Abcdefg1")],
    ["x".repeat(120), "x".repeat(120), ok("x".repeat(120))],
  ])("answers %j against %j with %j", (confirm, password, expected) => {
    expect(validateConfirmPassword(confirm, password)).toEqual(expected);
  });
});

describe("validateLoginPassword", () => {
  it.each([
    [undefined, err("PASSWORD_REQUIRED")],
    ["", err("PASSWORD_REQUIRED")],
    ["x", ok("x")],
    ["legacy password without rules", ok("legacy password without rules")],
  ])("answers %j with %j", (password, expected) => {
    expect(validateLoginPassword(password)).toEqual(expected);
  });
});

describe("validateAcceptTerms", () => {
  it.each([
    [true, ok(true)],
    [false, err("TERMS_NOT_ACCEPTED")],
    [undefined, err("TERMS_NOT_ACCEPTED")],
    [null, err("TERMS_NOT_ACCEPTED")],
  ])("answers %j with %j", (accepted, expected) => {
    expect(validateAcceptTerms(accepted)).toEqual(expected);
  });
});
