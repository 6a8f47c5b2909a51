import { describe, expect, it } from "vitest";
import { createSecureRandom } from "./secure-random";

const random = createSecureRandom();

describe("secure random", () => {
  it("makes distinct v4 UUIDs", () => {
    const [a, b] = [random.id(), random.id()];
    expect([/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(a), a === b]).toEqual([true, false]);
  });

  it.each([[16, 22], [32, 43]])("makes %i-byte base64url tokens of %i characters", (bytes, length) => {
    const token = random.token(bytes);
    expect([token.length, /^[A-Za-z0-9_-]+$/.test(token), Buffer.from(token, "base64url").length]).toEqual([length, true, bytes]);
  });

  it("hashes text with SHA-256 (FIPS 180-2 vector for abc)", () => {
    expect(random.sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
