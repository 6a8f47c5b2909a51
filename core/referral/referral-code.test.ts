import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../testing/seeded-random";
import {
  generateReferralCode,
  parseReferralCode,
  REFERRAL_CODE_ALPHABET,
  referralCodeInvalid,
  referralLink,
  type ReferralCode,
} from "./referral-code";

describe("referral code", () => {
  it.each([
    ["7KX2M9QA", "7KX2M9QA"],
    ["7kx2m9qa", "7KX2M9QA"],
    [" 7KX2-M9QA ", "7KX2M9QA"],
    ["7KX2 M9QA", "7KX2M9QA"],
    ["OOOOIIII", "00001111"],
    ["l0l0l0l0", "10101010"],
  ])("accepts %j as %s", (value, code) => {
    expect(parseReferralCode(value)).toEqual(ok(code));
  });

  it.each(["", "7KX2M9Q", "7KX2M9QAB", "7KX2M9QU", "7KX2M9Q!", "ร้านค้า12"])("refuses %j", (value) => {
    expect(parseReferralCode(value)).toEqual(err(referralCodeInvalid(value)));
  });

  it("generates codes that parse back to themselves, for any random source", () => {
    const source = fc.array(fc.double({ min: -1, max: 2, noNaN: false }), { minLength: 1 }).map((values) => {
      let i = 0;
      return () => values[i++ % values.length]!;
    });
    fc.assert(
      fc.property(source, (random) => {
        const code = generateReferralCode(random);
        expect(parseReferralCode(code)).toEqual(ok(code));
      }),
    );
  });

  it("generates the same code again from the same seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(generateReferralCode(seededRandom(seed))).toBe(generateReferralCode(seededRandom(seed)));
      }),
    );
  });

  it.each([
    [0, "00000000"],
    [0.999, "ZZZZZZZZ"],
    [1, "ZZZZZZZZ"],
    [Number.NaN, "00000000"],
  ])("maps a source always giving %d to %s", (value, code) => {
    expect(generateReferralCode(() => value)).toBe(code);
    expect(REFERRAL_CODE_ALPHABET).toHaveLength(32);
  });

  it.each([
    ["https://app.kulswap.local", "https://app.kulswap.local/register?ref=7KX2M9QA"],
    ["https://app.kulswap.local/", "https://app.kulswap.local/register?ref=7KX2M9QA"],
    ["http://127.0.0.1:3000/app", "http://127.0.0.1:3000/app/register?ref=7KX2M9QA"],
  ])("links %s to its register page", (appUrl, link) => {
    expect(referralLink(appUrl, "7KX2M9QA" as ReferralCode)).toBe(link);
  });
});
