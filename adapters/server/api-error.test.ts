import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import enErrors from "../../locales/en/errors.json";
import thErrors from "../../locales/th/errors.json";
import { SERVER_ERROR_CODES } from "../api-contract/common.schema";
import { ApiError, orThrow, statusForCode, toApiError } from "./api-error";
import { errorMessage, isErrorCode, messageLanguage } from "./error-messages";

describe("statusForCode", () => {
  it.each([
    ["UNAUTHORIZED", 401],
    ["TOKEN_EXPIRED", 401],
    ["FORBIDDEN", 403],
    ["STORAGE_UNAVAILABLE", 503],
    ["STORAGE_CONFLICT", 409],
    ["USER_NOT_FOUND", 404],
    ["UNLINK_PRIMARY_NOT_ALLOWED", 403],
    ["EMAIL_TAKEN", 409],
    ["EMAIL_ALREADY_CONFIRMED", 409],
    ["LOGIN_THROTTLED", 429],
    ["MAIL_UNAVAILABLE", 503],
    ["EMAIL_INVALID", 400],
    ["CAPTCHA_INVALID", 400],
  ])("answers %s with %i", (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it("lets a route override any code", () => {
    expect(statusForCode("USER_NOT_FOUND", { USER_NOT_FOUND: 401 })).toBe(401);
  });

  it("always answers a 4xx or 5xx status", () => {
    fc.assert(fc.property(fc.string(), (code) => statusForCode(code) >= 400 && statusForCode(code) < 600));
  });
});

describe("orThrow", () => {
  it("returns the value of an ok result", () => {
    expect(orThrow(ok(7))).toBe(7);
  });

  it("throws the domain error as an ApiError with its details", () => {
    expect(() => orThrow(err({ code: "EMAIL_TAKEN", email: "a@b.co" }))).toThrow(new ApiError(409, "EMAIL_TAKEN", { email: "a@b.co" }));
    expect(toApiError({ code: "X_NOT_FOUND" }, { X_NOT_FOUND: 410 })).toMatchObject({ statusCode: 410, code: "X_NOT_FOUND", details: {} });
  });
});

describe("error messages", () => {
  it.each([
    [undefined, "en"],
    ["th", "th"],
    ["th-TH,th;q=0.9,en;q=0.8", "th"],
    ["en-US,th;q=0.5", "en"],
    [["th", "en"], "th"],
  ] as const)("picks the language of Accept-Language %j", (header, language) => {
    expect(messageLanguage(header)).toBe(language);
  });

  it.each([
    ["en", "KYC_FILE_TOO_LARGE", { limitMb: 5 }, "The file must be at most 5 MB."],
    ["en", "KYC_FILE_TOO_LARGE", {}, "The file must be at most {{limitMb}} MB."],
    ["en", "NO_SUCH_CODE", {}, "Something went wrong."],
    ["en", "constructor", {}, "Something went wrong."],
    ["th", "UNAUTHORIZED", {}, "กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ"],
  ] as const)("renders %s %s", (language, code, details, text) => {
    expect(errorMessage(language, code, details)).toBe(text);
  });

  it.each([
    ["en", enErrors],
    ["th", thErrors],
  ] as const)("has a %s message for every code of the server's plumbing", (_language, catalogue) => {
    expect(SERVER_ERROR_CODES.filter((code) => !Object.hasOwn(catalogue, code))).toEqual([]);
  });

  it.each([
    ["EMAIL_INVALID", true],
    ["Invalid email", false],
    ["email_invalid", false],
  ])("tells whether %s is an error code", (text, expected) => {
    expect(isErrorCode(text)).toBe(expected);
  });
});
