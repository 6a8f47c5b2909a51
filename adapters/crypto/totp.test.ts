import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode } from "./base32";
import { createTotp, hotp, totpAt, type TotpAlgorithm } from "./totp";

const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
};

describe("TOTP", () => {
  // RFC 6238 appendix B.
  it.each([
    [59, "94287082", "46119246", "90693936"],
    [1111111109, "07081804", "68084774", "25091201"],
    [1111111111, "14050471", "67062674", "99943326"],
    [1234567890, "89005924", "91819424", "93441116"],
    [2000000000, "69279037", "90698825", "38618901"],
    [20000000000, "65353130", "77737706", "47863826"],
  ])("matches the RFC 6238 vectors at %i s", (seconds, sha1, sha256, sha512) => {
    const at = (algorithm: TotpAlgorithm) => totpAt(SEEDS[algorithm], seconds * 1000, 8, algorithm);
    expect([at("sha1"), at("sha256"), at("sha512")]).toEqual([sha1, sha256, sha512]);
  });

  // RFC 4226 appendix D.
  it("matches the RFC 4226 HOTP vectors for counters 0 to 9", () => {
    const codes = Array.from({ length: 10 }, (_, i) => hotp(SEEDS.sha1, BigInt(i), 6));
    expect(codes).toEqual(["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"]);
  });

  const totp = createTotp();
  const secret = base32Encode(SEEDS.sha1);
  const now = 1_111_111_111_000;

  it.each([
    ["the current step", 0, true],
    ["one step earlier", -30_000, true],
    ["one step later", 30_000, true],
    ["two steps earlier", -60_000, false],
    ["two steps later", 60_000, false],
  ])("accepts a code from %s only within one step of drift", (_, offset, accepted) => {
    expect(totp.verify(secret, totpAt(SEEDS.sha1, now + offset), now)).toBe(accepted);
  });

  it.each([["12345"], ["1234567"], ["abcdef"], [""], [" 12345"]])("rejects the malformed code %j", (code) => {
    expect(totp.verify(secret, code, now)).toBe(false);
  });

  it.each([
    ["the current step", 0],
    ["one step earlier", -30_000],
    ["one step later", 30_000],
  ])("names the time step of a code from %s, so the caller can refuse it once used", (_, offset) => {
    expect(totp.matchStep(secret, totpAt(SEEDS.sha1, now + offset), now)).toBe(Math.floor((now + offset) / 30_000));
  });

  it("names no step for a code outside the drift", () => {
    expect(totp.matchStep(secret, totpAt(SEEDS.sha1, now + 60_000), now)).toBeNull();
  });

  it("rejects any code for a secret that is not base32", () => {
    expect(totp.verify("not base32!", totpAt(SEEDS.sha1, now), now)).toBe(false);
  });

  it("generates distinct 160-bit base32 secrets", () => {
    const [a, b] = [totp.generateSecret(), totp.generateSecret()];
    expect([a.length, base32Decode(a)?.length, a === b]).toEqual([32, 20, false]);
  });

  it("builds an otpauth key URI with issuer, account and settings", () => {
    expect(totp.keyUri("JBSWY3DPEHPK3PXP", "a@b.co", "KUL Swap")).toBe(
      "otpauth://totp/KUL%20Swap%3Aa%40b.co?secret=JBSWY3DPEHPK3PXP&issuer=KUL%20Swap&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("base32", () => {
  // RFC 4648 section 10, without padding.
  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("encodes %j as %j", (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
  });

  it("decodes lower case, padding and spaces", () => {
    expect(Buffer.from(base32Decode("mzxw 6ytb oi======") ?? []).toString()).toBe("foobar");
  });

  it("round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
      }),
    );
  });
});
