import type { RandomSource } from "../ports/random.port";

/**
 * A small seeded generator (mulberry32) so a draw can be replayed from its seed.
 * Not for secrets: it only spreads test inputs.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
