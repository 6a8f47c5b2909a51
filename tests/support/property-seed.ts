/**
 * The fast-check seed of a property suite: `FC_SEED` from the environment, else the suite's fixed
 * default, so every run checks the same cases. Printed, so a failure can be replayed with `FC_SEED=<seed>`.
 * @example fc.assert(property, { seed: propertySeed("router invariants", 28), numRuns: 40 })
 */
export function propertySeed(suite: string, fallback: number): number {
  const raw = process.env.FC_SEED;
  const seed = raw === undefined || raw.trim() === "" ? fallback : Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got "${raw}"`);
  console.log(`[property] ${suite}: seed ${seed} (replay with FC_SEED=${seed})`);
  return seed;
}
