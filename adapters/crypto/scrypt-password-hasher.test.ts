import { describe, expect, it } from "vitest";
import { createScryptPasswordHasher, DEFAULT_SCRYPT_PARAMS, LOW_COST_SCRYPT_PARAMS } from "./scrypt-password-hasher";
import { createSecureRandom } from "./secure-random";

const hasher = createScryptPasswordHasher(LOW_COST_SCRYPT_PARAMS);
const clientHash = createSecureRandom().sha256Hex("Passw0rd!");

describe("scrypt password hasher", () => {
  it("verifies the password it hashed and refuses another", async () => {
    const stored = await hasher.hash(clientHash);
    expect([await hasher.verify(clientHash, stored), await hasher.verify(`${clientHash}0`, stored)]).toEqual([true, false]);
  });

  it("salts each hash, so one password never gives the same stored value twice", async () => {
    const [a, b] = await Promise.all([hasher.hash(clientHash), hasher.hash(clientHash)]);
    expect(a === b).toBe(false);
  });

  it("stores its parameters so a hash made with other costs still verifies", async () => {
    const stored = await createScryptPasswordHasher({ ...LOW_COST_SCRYPT_PARAMS, N: 2 ** 11 }).hash(clientHash);
    expect([stored.split("$").slice(0, 4), await hasher.verify(clientHash, stored)]).toEqual([["scrypt", "2048", "8", "1"], true]);
  });

  it("hashes by default at OWASP's recommended cost, N = 2^17, r = 8, p = 1", async () => {
    const stored = await createScryptPasswordHasher().hash(clientHash);
    expect([DEFAULT_SCRYPT_PARAMS, stored.split("$").slice(0, 4)]).toEqual([
      { N: 131_072, r: 8, p: 1, keyLength: 32, saltLength: 16 },
      ["scrypt", "131072", "8", "1"],
    ]);
  });

  it("asks for a new hash when the stored one was made with other parameters or cannot be read", async () => {
    const older = await createScryptPasswordHasher({ ...LOW_COST_SCRYPT_PARAMS, N: 2 ** 11 }).hash(clientHash);
    const current = await hasher.hash(clientHash);
    expect([hasher.needsRehash(older), hasher.needsRehash(current), hasher.needsRehash("bcrypt$2b$10$abc")]).toEqual([true, false, true]);
  });

  it.each([
    ["an empty string", ""],
    ["another scheme", "bcrypt$2b$10$abc"],
    ["missing parts", "scrypt$1024$8$1$c2FsdA"],
    ["a non-numeric cost", "scrypt$x$8$1$c2FsdA$a2V5"],
    ["an excessive cost", "scrypt$4194304$8$1$c2FsdA$a2V5"],
    ["an empty key", "scrypt$1024$8$1$c2FsdA$"],
  ])("refuses a stored value with %s", async (_, stored) => {
    expect(await hasher.verify(clientHash, stored)).toBe(false);
  });
});
