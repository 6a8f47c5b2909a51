import { describe, expect, it } from "vitest";
import {
  displayNameSchema,
  forgotPasswordFormSchema,
  formErrorCodes,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  twoFactorCodeSchema,
} from "./account-forms.schema";

type Parse = { success: true; data: unknown } | { success: false; error: Parameters<typeof formErrorCodes>[0] };
const codesOf = (result: Parse) => (result.success ? {} : formErrorCodes(result.error));

describe("registerFormSchema", () => {
  it("parses a valid form, normalising the email and ticking the newsletter by default", () => {
    const form = { email: " Trader@Example.com ", password: "Abcdefg1", confirmPassword: "Abcdefg1", isAcceptTerms: true };
    expect(registerFormSchema.safeParse(form)).toEqual({
      success: true,
      data: { email: "trader@example.com", password: "Abcdefg1", confirmPassword: "Abcdefg1", isSubscribeNews: true, isAcceptTerms: true },
    });
  });

  it("keeps an unticked newsletter", () => {
    const form = { email: "a@example.com", password: "Abcdefg1", confirmPassword: "Abcdefg1", isSubscribeNews: false, isAcceptTerms: true };
    expect(registerFormSchema.parse(form).isSubscribeNews).toBe(false);
  });

  it("reports every field at once, each with its first code, in field order", () => {
    const result = registerFormSchema.safeParse({ email: "nope", password: "Abcdefg1", confirmPassword: "other", isAcceptTerms: false });
    expect(codesOf(result)).toEqual({
      email: "EMAIL_INVALID",
      isAcceptTerms: "TERMS_NOT_ACCEPTED",
      confirmPassword: "CONFIRM_PASSWORD_MISMATCH",
    });
  });

  it("reports the required codes for an empty form", () => {
    expect(codesOf(registerFormSchema.safeParse({}))).toEqual({
      email: "EMAIL_REQUIRED",
      password: "PASSWORD_REQUIRED",
      confirmPassword: "CONFIRM_PASSWORD_REQUIRED",
      isAcceptTerms: "TERMS_NOT_ACCEPTED",
    });
  });

  it.each([
    ["", "CONFIRM_PASSWORD_REQUIRED"],
    ["x".repeat(121), "CONFIRM_PASSWORD_TOO_LONG"],
    ["Abcdefg2", "CONFIRM_PASSWORD_MISMATCH"],
  ])("reports confirm password %j as %s", (confirmPassword, code) => {
    const form = { email: "a@example.com", password: "Abcdefg1", confirmPassword, isAcceptTerms: true };
    expect(codesOf(registerFormSchema.safeParse(form))).toEqual({ confirmPassword: code });
  });

  it.each([
    ["short", "short", { password: "PASSWORD_TOO_SHORT" }],
    ["short", "other", { password: "PASSWORD_TOO_SHORT" }],
    ["short", "", { password: "PASSWORD_TOO_SHORT", confirmPassword: "CONFIRM_PASSWORD_REQUIRED" }],
    ["short", "x".repeat(121), { password: "PASSWORD_TOO_SHORT", confirmPassword: "CONFIRM_PASSWORD_TOO_LONG" }],
  ])("checks only the confirmation's own rules while the password %j is invalid (confirm %j)", (password, confirmPassword, codes) => {
    const form = { email: "a@example.com", password, confirmPassword, isAcceptTerms: true };
    expect(codesOf(registerFormSchema.safeParse(form))).toEqual(codes);
  });
});

describe("loginFormSchema", () => {
  it("parses a login with remember-me on by default and any non-empty password", () => {
    expect(loginFormSchema.parse({ email: "A@example.com", password: "x" })).toEqual({
      email: "a@example.com",
      password: "x",
      rememberMe: true,
    });
  });

  it.each([
    [{}, { email: "EMAIL_REQUIRED", password: "PASSWORD_REQUIRED" }],
    [{ email: "a@example.com", password: "" }, { password: "PASSWORD_REQUIRED" }],
    [{ email: "a@", password: "x" }, { email: "EMAIL_INVALID" }],
  ])("reports %j as %j", (form, codes) => {
    expect(codesOf(loginFormSchema.safeParse(form))).toEqual(codes);
  });
});

describe("forgotPasswordFormSchema", () => {
  it.each([
    [{ email: "a@example.com" }, {}],
    [{ email: "" }, { email: "EMAIL_REQUIRED" }],
    [{ email: 5 }, { email: "EMAIL_REQUIRED" }],
  ])("reports %j as %j", (form, codes) => {
    expect(codesOf(forgotPasswordFormSchema.safeParse(form))).toEqual(codes);
  });
});

describe("resetPasswordFormSchema", () => {
  it.each([
    [{ password: "Abcdefg1", confirmPassword: "Abcdefg1" }, {}],
    [{ password: "abcdefg1", confirmPassword: "abcdefg1" }, { password: "PASSWORD_UPPERCASE_MISSING" }],
    [{ password: "Abcdefg1" }, { confirmPassword: "CONFIRM_PASSWORD_REQUIRED" }],
    [{ password: "Abcdefg1", confirmPassword: "Abcdefg" }, { confirmPassword: "CONFIRM_PASSWORD_MISMATCH" }],
  ])("reports %j as %j", (form, codes) => {
    expect(codesOf(resetPasswordFormSchema.safeParse(form))).toEqual(codes);
  });
});

describe("field schemas", () => {
  it.each([
    [displayNameSchema, "  Somchai ", { success: true, data: "Somchai" }],
    [twoFactorCodeSchema, "123 456", { success: true, data: "123456" }],
  ])("parses valid input to its normalised value (%#)", (schema, input, expected) => {
    expect(schema.safeParse(input)).toEqual(expected);
  });

  it.each([
    [displayNameSchema, undefined, "DISPLAY_NAME_REQUIRED"],
    [displayNameSchema, " ", "DISPLAY_NAME_REQUIRED"],
    [twoFactorCodeSchema, undefined, "TWO_FACTOR_CODE_REQUIRED"],
    [twoFactorCodeSchema, "12", "TWO_FACTOR_CODE_INVALID"],
  ])("reports the rule's code as the issue message (%#)", (schema, input, code) => {
    const result = schema.safeParse(input);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([code]);
  });
});
