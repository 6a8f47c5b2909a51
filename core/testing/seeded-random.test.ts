import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random";

describe("seeded random source", () => {
  it("gives seeded numbers within [0, 1)", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = random();
          expect(x >= 0 && x < 1).toBe(true);
        }
      }),
    );
  });
});
