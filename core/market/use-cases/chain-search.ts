import { err, ok, type Result } from "neverthrow";
import type { Token } from "../../exchange/tokens";
import type { ChainError } from "../../ports/chain.errors";
import type { QuoteRequest } from "../../ports/chain.port";
import type { QuoteReaderPort } from "../../ports/quote-reader.port";
import type { Found, Quoted } from "../local-search";
import { marketNoRoute, type MarketError } from "../market.errors";
import { MAX_UINT256 } from "../pool-quote";
import { reverseShape, routeFor, type RouteShape } from "../route-shapes";

/** One question searched through the router's views at one block. */
export type ChainSearch = Readonly<{ reader: QuoteReaderPort; block: bigint; partnerIndex: number; shapes: readonly RouteShape[]; from: Token; to: Token }>;

// The reverse search quotes these offsets (basis points) around each round's estimate.
const STEPS_BPS = [-20, -5, -1, 0, 1, 3, 10, 40, 160];
const MAX_ROUNDS = 4;

const request = (s: ChainSearch, src: Token, dest: Token, shape: RouteShape, amount: bigint): QuoteRequest => ({
  src: src.address,
  dest: dest.address,
  route: routeFor(shape, amount),
  partnerIndex: s.partnerIndex,
});

async function quoteAll(s: ChainSearch, src: Token, dest: Token, asks: readonly Readonly<{ shape: RouteShape; amount: bigint }>[]): Promise<Result<Quoted[], ChainError>> {
  // An amount past uint256 cannot be sent to the router: it is no candidate.
  const sendable = asks.filter((a) => a.amount > 0n && a.amount <= MAX_UINT256);
  const answers = await s.reader.quoteMany(sendable.map((a) => request(s, src, dest, a.shape, a.amount)), s.block);
  return answers.map((outs) => sendable.flatMap((a, i) => (outs[i] !== null && outs[i]! > 0n ? [{ ...a, out: outs[i]! }] : [])));
}

const better = (a: Quoted | null, b: Quoted) => (a === null || b.out > a.out ? b : a);

/** Every shape at `amount`, plus each venue alone at a thousandth of it (the spot price for the impact), in one batch. */
export async function bestForwardOnChain(s: ChainSearch, amount: bigint): Promise<Result<Found, MarketError | ChainError>> {
  const probe = amount / 1000n > 0n ? amount / 1000n : 1n;
  const singles = s.shapes.filter((shape) => shape.kind === "SINGLE");
  const asks = [...s.shapes.map((shape) => ({ shape, amount })), ...singles.map((shape) => ({ shape, amount: probe }))];
  const quoted = await quoteAll(s, s.from, s.to, asks);
  if (quoted.isErr()) return err(quoted.error);
  const best = quoted.value.filter((q) => q.amount === amount).reduce<Quoted | null>(better, null);
  if (best === null) return err(marketNoRoute(s.from.code, s.to.code));
  const spotQuote = quoted.value.filter((q) => q.amount === probe && probe !== amount).reduce<Quoted | null>(better, null);
  return ok({ best, spot: spotQuote === null ? null : { fromAmount: spotQuote.amount, toAmount: spotQuote.out } });
}

/**
 * The least from-amount whose best route delivers at least `wanted`, through the router's views
 * (the fallback when the pool snapshot cannot answer): sell `wanted` backwards for a first
 * estimate, take the best shape there, then bracket the amount along that shape (each round one
 * batch around a secant or linear estimate) until the answer is within 0.05 % of `wanted`.
 */
export async function leastAmountOnChain(s: ChainSearch, wanted: bigint): Promise<Result<Found, MarketError | ChainError>> {
  const noRoute = err(marketNoRoute(s.from.code, s.to.code));
  const back = await quoteAll(s, s.to, s.from, s.shapes.map((shape) => ({ shape: reverseShape(shape), amount: wanted })));
  if (back.isErr()) return err(back.error);
  const estimate = back.value.reduce<Quoted | null>(better, null);
  if (estimate === null) return noRoute;
  const first = await bestForwardOnChain(s, (estimate.out * 10_150n) / 10_000n + 1n);
  if (first.isErr()) return first;
  const { spot } = first.value;
  const shape = first.value.best.shape;
  let low: Quoted | null = null;
  let high: Quoted | null = null;
  const take = (q: Quoted) => {
    if (q.out >= wanted && (high === null || q.amount < high.amount)) high = q;
    if (q.out < wanted && (low === null || q.amount > low.amount)) low = q;
  };
  take(first.value.best);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const h = high as Quoted | null;
    const l = low as Quoted | null;
    if (h !== null && h.out - wanted <= wanted / 2000n) return ok({ best: h, spot });
    // Nothing comes out at all (e.g. the amount is beyond the pools): no rate to scale from.
    if (h === null && (l === null || l.out === 0n)) return noRoute;
    const center =
      h !== null && l !== null
        ? l.amount + ((h.amount - l.amount) * (wanted - l.out) + (h.out - l.out) - 1n) / (h.out - l.out)
        : ((h ?? l)!.amount * wanted + (h ?? l)!.out - 1n) / (h ?? l)!.out;
    // Past uint256 no trade can be sent: the pools cannot deliver `wanted`.
    if (center > MAX_UINT256) return noRoute;
    const quoted = await quoteAll(s, s.from, s.to, STEPS_BPS.map((bps) => ({ shape, amount: (center * BigInt(10_000 + bps) + 9_999n) / 10_000n })));
    if (quoted.isErr()) return err(quoted.error);
    quoted.value.forEach(take);
  }
  const h = high as Quoted | null;
  return h === null ? noRoute : ok({ best: h, spot });
}
