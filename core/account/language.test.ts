import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, USER_LANGUAGE_STORAGE_KEY, chooseLanguage, isLanguage } from "./language";

describe("chooseLanguage", () => {
  it.each([
    ["th", "en-US", "th"],
    ["en", "th-TH", "en"],
    [null, "th-TH", "th"],
    [undefined, "th", "th"],
    [null, "TH", "th"],
    [null, "en-GB", "en"],
    [null, "fr", "en"],
    [null, "", "en"],
    [null, undefined, "en"],
    [null, null, "en"],
    ["fr", "th-TH", "th"],
    ["TH", "en", "en"],
  ])("picks for stored %j and browser %j: %s", (stored, browser, expected) => {
    expect(chooseLanguage(stored, browser)).toBe(expected);
  });

  it("always answers a supported language and defaults to English", () => {
    expect(DEFAULT_LANGUAGE).toBe("en");
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (stored, browser) => {
        expect(isLanguage(chooseLanguage(stored, browser))).toBe(true);
      }),
    );
  });

  it("lets a stored choice win over any browser language", () => {
    fc.assert(
      fc.property(fc.constantFrom("en", "th"), fc.option(fc.string()), (stored, browser) => {
        expect(chooseLanguage(stored, browser)).toBe(stored);
      }),
    );
  });

  it("keeps the switch under the user-lang key", () => {
    expect(USER_LANGUAGE_STORAGE_KEY).toBe("user-lang");
  });
});

describe("isLanguage", () => {
  it.each([
    ["en", true],
    ["th", true],
    ["EN", false],
    ["th-TH", false],
    [1, false],
    [null, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});
