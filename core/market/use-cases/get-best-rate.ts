import { err, ok, ResultAsync, type Result } from "neverthrow";
import { findToken } from "../../exchange/token-list";
import type { Token } from "../../exchange/tokens";
import type { AmountSide } from "../../exchange/rate-requester.types";
import { priceImpactBps } from "../../exchange/price-impact";
import type { ChainError } from "../../ports/chain.errors";
import type { FeeDataBySpeed, QuoteRequest, TradeRoute } from "../../ports/chain.port";
import type { QuoteReaderPort } from "../../ports/quote-reader.port";
import { marketNoRoute, marketSameToken, marketTokenNotListed, type MarketError } from "../market.errors";
import { rateOf, tradeGasLimit, type MarketNetwork } from "../market-network";
import type { QuoteCache } from "../quote-cache";
import { reverseShape, routeFor, routeShapes, type RouteShape } from "../route-shapes";

/** What get-best-rate needs. */
export type BestRateDeps = Readonly<{ reader: QuoteReaderPort; network: MarketNetwork; cache: QuoteCache }>;

/** The question: `amount` base units of the `side` token (from: sell exactly; to: receive at least). */
export type BestRateInput = Readonly<{ from: string; to: string; side: AmountSide; amount: bigint }>;

/** The best route at one block: what the router delivers for it (after the platform fee) and what sending it costs. */
export type BestRate = Readonly<{
  blockNumber: bigint;
  from: Token;
  to: Token;
  fromAmount: bigint;
  toAmount: bigint;
  rate: string;
  route: TradeRoute;
  priceImpactBps: number;
  gasLimit: bigint;
  fees: FeeDataBySpeed;
}>;

/** Failures of get-best-rate. */
export type BestRateError = MarketError | ChainError;

type Quoted = Readonly<{ shape: RouteShape; amount: bigint; out: bigint }>;

// The reverse search quotes these offsets (basis points) around each round's estimate.
const STEPS_BPS = [-20, -5, -1, 0, 1, 3, 10, 40, 160];
const MAX_ROUNDS = 4;

/**
 * The best of every venue alone, two-venue splits and two-hop routes, read from the router's quote
 * views in one batched call at one block (the to-side search adds at most a few more, each batched),
 * cached per pair, amount, side and block.
 * @example await getBestRate(deps, { from: "ETH", to: "DAI", side: "from", amount: 10n ** 18n })
 */
export function getBestRate(deps: BestRateDeps, input: BestRateInput): ResultAsync<BestRate, BestRateError> {
  return new ResultAsync(run(deps, input));
}

async function run(deps: BestRateDeps, input: BestRateInput): Promise<Result<BestRate, BestRateError>> {
  const from = findToken(deps.network.tokens, input.from);
  if (from.isErr()) return err(marketTokenNotListed(from.error.code === "TOKEN_NOT_LISTED" ? input.from.toUpperCase() : input.from));
  const to = findToken(deps.network.tokens, input.to);
  if (to.isErr()) return err(marketTokenNotListed(input.to.toUpperCase()));
  if (from.value.code === to.value.code) return err(marketSameToken(from.value.code));
  const block = await deps.cache.blockNumber(async () => {
    const r = await deps.reader.getBlockNumber();
    return r.isOk() ? { ok: true as const, value: r.value } : { ok: false as const, error: r.error };
  });
  if (!block.ok) return err(block.error);
  const key = [deps.network.chainId, input.side, from.value.code, to.value.code, input.amount, block.value].join(":");
  return deps.cache.remember(key, () => compute(deps, from.value, to.value, input, block.value), (r) => r.isOk());
}

async function compute(deps: BestRateDeps, from: Token, to: Token, input: BestRateInput, block: bigint): Promise<Result<BestRate, BestRateError>> {
  const ctx = { deps, block, shapes: routeShapes({ src: from.address, dest: to.address, proxyIndexes: deps.network.venues.map((v) => v.proxyIndex), intermediates: deps.network.intermediates }) };
  const fees = deps.cache.remember(`fees:${block}`, async () => await deps.reader.getFeeData(), (r) => r.isOk());
  const found = input.side === "from" ? await bestForward(ctx, from, to, input.amount) : await searchReverse(ctx, from, to, input.amount);
  if (found.isErr()) return err(found.error);
  const feeData = await fees;
  if (feeData.isErr()) return err(feeData.error);
  const { best, spot } = found.value;
  const route = routeFor(best.shape, best.amount);
  return ok({
    blockNumber: block,
    from,
    to,
    fromAmount: best.amount,
    toAmount: best.out,
    rate: rateOf(best.amount, from.decimals, best.out, to.decimals),
    route,
    priceImpactBps: spot === null ? 0 : priceImpactBps({ fromAmount: best.amount, toAmount: best.out }, spot),
    gasLimit: tradeGasLimit(route),
    fees: feeData.value,
  });
}

type Ctx = Readonly<{ deps: BestRateDeps; block: bigint; shapes: readonly RouteShape[] }>;
type Found = Readonly<{ best: Quoted; spot: { fromAmount: bigint; toAmount: bigint } | null }>;

const request = (ctx: Ctx, from: Token, to: Token, shape: RouteShape, amount: bigint): QuoteRequest => ({
  src: from.address,
  dest: to.address,
  route: routeFor(shape, amount),
  partnerIndex: ctx.deps.network.partnerIndex,
});

async function quoteAll(ctx: Ctx, from: Token, to: Token, asks: readonly Readonly<{ shape: RouteShape; amount: bigint }>[]): Promise<Result<Quoted[], ChainError>> {
  const answers = await ctx.deps.reader.quoteMany(asks.map((a) => request(ctx, from, to, a.shape, a.amount)), ctx.block);
  return answers.map((outs) => asks.flatMap((a, i) => (outs[i] !== null && outs[i]! > 0n ? [{ ...a, out: outs[i]! }] : [])));
}

const better = (a: Quoted | null, b: Quoted) => (a === null || b.out > a.out ? b : a);

/** Every shape at `amount`, plus each venue alone at a thousandth of it (the spot price for the impact), in one batch. */
async function bestForward(ctx: Ctx, from: Token, to: Token, amount: bigint): Promise<Result<Found, BestRateError>> {
  const probe = amount / 1000n > 0n ? amount / 1000n : 1n;
  const singles = ctx.shapes.filter((s) => s.kind === "SINGLE");
  const asks = [...ctx.shapes.map((shape) => ({ shape, amount })), ...singles.map((shape) => ({ shape, amount: probe }))];
  const quoted = await quoteAll(ctx, from, to, asks);
  if (quoted.isErr()) return err(quoted.error);
  const best = quoted.value.filter((q) => q.amount === amount).reduce<Quoted | null>(better, null);
  if (best === null) return err(marketNoRoute(from.code, to.code));
  const spotQuote = quoted.value.filter((q) => q.amount === probe && probe !== amount).reduce<Quoted | null>(better, null);
  return ok({ best, spot: spotQuote === null ? null : { fromAmount: spotQuote.amount, toAmount: spotQuote.out } });
}

/**
 * The least from-amount whose best route delivers at least `wanted`: sell `wanted` backwards for a
 * first estimate, take the best shape there, then bracket the amount along that shape (each round
 * one batch around a secant or linear estimate) until the answer is within 0.05 % of `wanted`.
 */
async function searchReverse(ctx: Ctx, from: Token, to: Token, wanted: bigint): Promise<Result<Found, BestRateError>> {
  const back = await quoteAll(ctx, to, from, ctx.shapes.map((shape) => ({ shape: reverseShape(shape), amount: wanted })));
  if (back.isErr()) return err(back.error);
  const estimate = back.value.reduce<Quoted | null>(better, null);
  if (estimate === null) return err(marketNoRoute(from.code, to.code));
  const first = await bestForward(ctx, from, to, (estimate.out * 10_150n) / 10_000n + 1n);
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
    if (h === null && (l === null || l.out === 0n)) return err(marketNoRoute(from.code, to.code));
    const center =
      h !== null && l !== null
        ? l.amount + ((h.amount - l.amount) * (wanted - l.out) + (h.out - l.out) - 1n) / (h.out - l.out)
        : ((h ?? l)!.amount * wanted + (h ?? l)!.out - 1n) / (h ?? l)!.out;
    const asks = STEPS_BPS.map((bps) => ({ shape, amount: (center * BigInt(10_000 + bps) + 9_999n) / 10_000n })).filter((a) => a.amount > 0n);
    const quoted = await quoteAll(ctx, from, to, asks);
    if (quoted.isErr()) return err(quoted.error);
    quoted.value.forEach(take);
  }
  const h = high as Quoted | null;
  return h === null ? err(marketNoRoute(from.code, to.code)) : ok({ best: h, spot });
}
