// The routing benchmark's questions: a fixed, seeded set (the same every run) of sells over twelve
// pairs (majors, stable against stable, the long tail, and pairs reachable only through hops) at
// sizes spread evenly in log scale over five bands from 100 to 5,000,000 US dollars, both ways.
import { seededRandom } from "../../../core/testing/seeded-random";

/** A size band, in US dollars. */
export type Band = Readonly<{ label: string; lowUsd: number; highUsd: number }>;

/** The five bands each pair is asked in. */
export const BANDS: readonly Band[] = [
  { label: "100-1k", lowUsd: 100, highUsd: 1_000 },
  { label: "1k-10k", lowUsd: 1_000, highUsd: 10_000 },
  { label: "10k-100k", lowUsd: 10_000, highUsd: 100_000 },
  { label: "100k-1M", lowUsd: 100_000, highUsd: 1_000_000 },
  { label: "1M-5M", lowUsd: 1_000_000, highUsd: 5_000_000 },
];

/** The pairs and what each stands for; each is asked both ways. */
export const PAIRS: readonly Readonly<{ a: string; b: string; group: string }>[] = [
  { a: "ETH", b: "USDC", group: "major" },
  { a: "ETH", b: "DAI", group: "major" },
  { a: "WBTC", b: "ETH", group: "major" },
  { a: "LINK", b: "UNI", group: "major" },
  { a: "USDC", b: "USDT", group: "stable-stable" },
  { a: "DAI", b: "USDT", group: "stable-stable" },
  { a: "BAND", b: "ETH", group: "long tail" },
  { a: "SLP", b: "USDC", group: "long tail" },
  { a: "GNO", b: "ILV", group: "long tail" },
  { a: "HT", b: "ETH", group: "hops only" },
  { a: "WFLOW", b: "LINK", group: "hops only" },
  { a: "HT", b: "WFLOW", group: "hops only" },
];

/** Questions per pair in each band. */
const PER_BAND = 4;
const SEED = 0x6b756c;

/** One question: sell `usd` US dollars' worth of `from` for `to`. */
export type Question = Readonly<{ id: number; from: string; to: string; group: string; band: Band; usd: number }>;


/** The fixed question set, in a seeded shuffle so pairs, sizes and directions are mixed. */
export function questionSet(seed: number = SEED): Question[] {
  const random = seededRandom(seed);
  const list: Omit<Question, "id">[] = [];
  for (const pair of PAIRS) {
    for (const band of BANDS) {
      for (let k = 0; k < PER_BAND; k++) {
        // Stratified in the band's log range, so each band is covered evenly.
        const u = (k + random()) / PER_BAND;
        const usd = Math.round(band.lowUsd * (band.highUsd / band.lowUsd) ** u);
        const flip = random() < 0.5;
        list.push({ from: flip ? pair.b : pair.a, to: flip ? pair.a : pair.b, group: pair.group, band, usd });
      }
    }
  }
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list.map((q, id) => ({ id, ...q }));
}
