/** A source of uniform numbers in [0, 1): `Math.random` in production, a seeded generator in tests. */
export type RandomSource = () => number;
