import type { RandomSource } from "../ports/random.port";

/** An index in [0, size) from `random`, clamped so a faulty source cannot escape the range. */
export function randomIndex(random: RandomSource, size: number): number {
  const i = Math.floor(random() * size);
  return Number.isFinite(i) ? Math.min(Math.max(i, 0), size - 1) : 0;
}
