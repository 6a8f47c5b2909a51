import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { parseLaserCode, parsePassportNumber, parseThaiIdCard, thaiIdCheckDigit } from "./identity-numbers";
import { idCardInvalid, laserCodeInvalid, passportInvalid } from "./kyc.errors";

describe("parseThaiIdCard", () => {
  it.each([
    ["1234567890121", "1234567890121"], // the widely published sample number
    ["1-2345-67890-12-1", "1234567890121"],
    ["1 2345 67890 12 1", "1234567890121"],
    [" 1101700203034 ", "1101700203034"],
    ["3100500123458", "3100500123458"],
    ["8765432109874", "8765432109874"],
    ["1000000000009", "1000000000009"],
  ])("accepts %j as %s", (input, digits) => {
    expect(parseThaiIdCard(input)).toEqual(ok(digits));
  });

  it.each([
    ["", "FORMAT"],
    ["123456789012", "FORMAT"],
    ["12345678901211", "FORMAT"],
    ["123456789012a", "FORMAT"],
    ["1.234567890121", "FORMAT"],
    ["0234567890121", "FIRST_DIGIT"],
    ["9234567890121", "FIRST_DIGIT"],
    ["1234567890122", "CHECKSUM"],
    ["1234567890120", "CHECKSUM"],
    ["1101700203033", "CHECKSUM"],
  ] as const)("refuses %j (%s)", (input, reason) => {
    expect(parseThaiIdCard(input)).toEqual(err(idCardInvalid(reason)));
  });

  it("accepts exactly one check digit for any 12-digit prefix starting 1-8", () => {
    const prefix = fc
      .tuple(fc.integer({ min: 1, max: 8 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }))
      .map(([first, rest]) => `${first}${rest.join("")}`);
    fc.assert(
      fc.property(prefix, (p) => {
        const passing = [..."0123456789"].filter((d) => parseThaiIdCard(p + d).isOk());
        expect(passing).toEqual([String(thaiIdCheckDigit(p))]);
      }),
    );
  });

  it("refuses a check digit helper call without 12 digits", () => {
    expect(() => thaiIdCheckDigit("12345")).toThrow();
  });
});

describe("parseLaserCode", () => {
  it.each([
    ["JT1234567890", "JT1234567890"],
    ["jt1-2345678-90", "JT1-2345678-90"],
    ["Ab1-234567890", "AB1-234567890"],
    ["ME0123456789", "ME0123456789"],
    [" me0-1234567-89 ", "ME0-1234567-89"],
    ["AB12345678-90", "AB12345678-90"],
  ])("accepts %j as %s", (input, code) => {
    expect(parseLaserCode(input)).toEqual(ok(code));
  });

  it.each(["", "J1234567890", "JT123456789", "JT12345678901", "JT1--2345678-90", "1T1234567890", "JTA234567890", "JT1 2345678 90", "กข1234567890"])(
    "refuses %j",
    (input) => {
      expect(parseLaserCode(input)).toEqual(err(laserCodeInvalid()));
    },
  );
});

describe("parsePassportNumber", () => {
  it.each([
    ["AA1234567", "AA1234567"],
    ["  X1234567  ", "X1234567"],
    ["1234567890", "1234567890"],
  ])("accepts %j as %s", (input, value) => {
    expect(parsePassportNumber(input)).toEqual(ok(value));
  });

  it.each([
    ["", "EMPTY"],
    ["   ", "EMPTY"],
    ["12345678901", "TOO_LONG"],
  ] as const)("refuses %j (%s)", (input, reason) => {
    expect(parsePassportNumber(input)).toEqual(err(passportInvalid(reason)));
  });
});
