/** A source of uniform numbers in [0, 1): `Math.random` in production, seeded in tests. */
export type RandomSource = () => number;

/**
 * A small seeded generator (mulberry32) so a draw can be replayed from its seed.
 * Not for secrets: it only spreads questions.
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

/** An index in [0, size) from `random`, clamped so a faulty source cannot escape the range. */
export function randomIndex(random: RandomSource, size: number): number {
  const i = Math.floor(random() * size);
  return Number.isFinite(i) ? Math.min(Math.max(i, 0), size - 1) : 0;
}
