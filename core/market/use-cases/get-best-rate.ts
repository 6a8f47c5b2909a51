import { err, ok, ResultAsync, type Result } from "neverthrow";
import { findToken } from "../../exchange/token-list";
import type { Token } from "../../exchange/tokens";
import type { AmountSide } from "../../exchange/rate-requester.types";
import { priceImpactBps } from "../../exchange/price-impact";
import { transferFeeOnPath } from "../../exchange/transfer-fee";
import type { ChainError } from "../../ports/chain.errors";
import type { FeeDataBySpeed, TradeRoute } from "../../ports/chain.port";
import type { QuoteReaderPort } from "../../ports/quote-reader.port";
import { bestForwardLocally, leastAmountLocally, localPair, reversePair, shapeGas, type Found, type LocalPair } from "../local-search";
import { marketSameToken, marketTokenNotListed, type MarketError } from "../market.errors";
import { rateOf, ROUTER_BASE_GAS, swapGas, tradeGasLimit, type MarketNetwork } from "../market-network";
import { BEYOND_SNAPSHOT, poolBook, quoteOutcome, v3PoolRefs, withWholeV3Pools, type PoolBook } from "../pool-quote";
import type { QuoteCache } from "../quote-cache";
import { routeFor, routeShapes, shapeKey, type RouteShape } from "../route-shapes";
import { bestForwardOnChain, leastAmountOnChain, type ChainSearch } from "./chain-search";

/** What get-best-rate needs. */
export type BestRateDeps = Readonly<{ reader: QuoteReaderPort; network: MarketNetwork; cache: QuoteCache }>;

/** The question: `amount` base units of the `side` token (from: sell exactly; to: receive at least). */
export type BestRateInput = Readonly<{ from: string; to: string; side: AmountSide; amount: bigint }>;

/**
 * The best route at one block: what the router delivers for it (after the platform fee) and what
 * sending it costs; `partnerIndex` is the router partner it was quoted for, which the trade names.
 */
export type BestRate = Readonly<{
  blockNumber: bigint;
  partnerIndex: number;
  from: Token;
  to: Token;
  fromAmount: bigint;
  toAmount: bigint;
  rate: string;
  route: TradeRoute;
  priceImpactBps: number;
  /** What transfer fees of tokens on the route may take beyond the quote (bps); above 0 the quote is approximate. */
  transferFeeBps: number;
  gasLimit: bigint;
  fees: FeeDataBySpeed;
}>;

/** Failures of get-best-rate. */
export type BestRateError = MarketError | ChainError;

/**
 * The best of every venue alone, the optimal split over the venues and two-hop routes at one block,
 * by what the trader nets after the platform fee and the route's gas at the STD speed, both sides
 * searched exactly on the pools' reserves (read in one batch per block), the winning route
 * confirmed by one router view call the first time it is answered at a block (so a question costs
 * at most one round trip beyond the per-block reads, and none on a pair the router recently agreed
 * on, whose confirmation runs beside the answer); cached per pair, amount, side and block.
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
  const { network, reader, cache } = deps;
  // The block's pools are read while the fees are (both shared by every question at the block).
  void cache.atBlock(block, `pools:${network.partnerIndex}`, () => readBook(deps, block), (r) => r.isOk());
  const shapes = routeShapes({ src: from.address, dest: to.address, proxyIndexes: network.venues.map((v) => v.proxyIndex), intermediates: network.intermediates });
  const feeData = await cache.atBlock(block, "fees", async () => await reader.getFeeData(), (r) => r.isOk());
  if (feeData.isErr()) return err(feeData.error);
  const found = await search(deps, { block, partnerIndex: network.partnerIndex, shapes, from, to, reader }, input, feeData.value);
  if (found.isErr()) return err(found.error);
  const { best, spot } = found.value;
  const route = routeFor(best.shape, best.amount);
  return ok({
    blockNumber: block,
    partnerIndex: network.partnerIndex,
    from,
    to,
    fromAmount: best.amount,
    toAmount: best.out,
    rate: rateOf(best.amount, from.decimals, best.out, to.decimals),
    route,
    priceImpactBps: spot === null ? 0 : priceImpactBps({ fromAmount: best.amount, toAmount: best.out }, spot),
    transferFeeBps: transferFeeOnPath(network.tokens.tokens, from.address, to.address, route),
    gasLimit: tradeGasLimit(route, network.venues),
    fees: feeData.value,
  });
}

/** The block's pools, indexed for quoting. */
async function readBook(deps: BestRateDeps, block: bigint) {
  return (await deps.reader.readPools(deps.network.partnerIndex, block)).map((snapshot) => poolBook(snapshot, deps.network.wrappedEth));
}

/**
 * Blocks for which the router's agreement with the snapshot on a pair lets its answers go out before
 * their own confirmation (about 13 minutes of mainnet blocks). The snapshot prices each venue kind
 * with the contracts' own arithmetic (property-tested to the wei), so the router disagrees only
 * where the snapshot misses a pool or a venue behaves unlike its kind; such a pair is confirmed
 * first again from its next question on, and the trade's minimum guards the answer meanwhile.
 */
const AGREEMENT_BLOCKS = 64n;

/** What a unit of gas costs at the STD speed: its max fee per gas (EIP-1559) or its gas price. */
function stdWeiPerGas(fees: FeeDataBySpeed): bigint {
  const std = fees.speeds.STD;
  return std.type === "EIP1559" ? std.maxFeePerGas : std.gasPrice;
}

/**
 * Searches the pool snapshot (read once per block, shared by every question and kept apart from the
 * answers, so no flood of distinct questions makes the node read it again). The router confirms
 * the winner with one view call the first time a route is answered at a block (concurrent
 * questions share that call); later answers along the same route at that block are trusted, as
 * they read the same pools, and so are answers on a pair the router agreed on within
 * AGREEMENT_BLOCKS (their confirmation runs without being waited for). Where a Uniswap V3 swap of
 * the answer walks past the ticks the snapshot read, those pools are read whole (one round trip,
 * shared at the block) and the pair searched again on them; where that still cannot price it, the
 * router prices the shapes in question beside its confirmation (weighBlindShapes). When the
 * snapshot finds nothing or the router disagrees (a pool or venue the snapshot does not know), the
 * question is searched through the router's views.
 */
async function search(deps: BestRateDeps, s: ChainSearch, input: BestRateInput, fees: FeeDataBySpeed): Promise<Result<Found, BestRateError>> {
  const { network, reader, cache } = deps;
  const book = await cache.atBlock(s.block, `pools:${network.partnerIndex}`, () => readBook(deps, s.block), (r) => r.isOk());
  if (book.isErr()) return err(book.error);
  // A pair's shapes are priced on the block's pools once (its legs found, both ways, and what gas is worth), then only amounts change.
  const pricedOn = (pools: PoolBook) => async () => {
    const costs = { baseGas: ROUTER_BASE_GAS, swapGas: (proxyIndex: number) => swapGas(network.venues, proxyIndex), weiPerGas: stdWeiPerGas(fees) };
    const forward = localPair(pools, s.from, s.to, s.shapes, costs);
    return { forward, back: reversePair(forward) };
  };
  const answerOn = (p: Readonly<{ forward: LocalPair; back: LocalPair }>) =>
    input.side === "from" ? bestForwardLocally(p.forward, input.amount) : leastAmountLocally(p.forward, input.amount, p.back);
  // Shapes the snapshot cannot price at the answer's amount (a Uniswap V3 swap past the ticks read) might pay more.
  const blindOn = (p: Readonly<{ forward: LocalPair }>, found: Found | null) =>
    found === null ? [] : p.forward.priced.filter((q) => quoteOutcome(book.value.feeBps, q.legs, routeFor(q.shape, found.best.amount)) === BEYOND_SNAPSHOT);
  const pairAt = `${network.partnerIndex}:${s.from.address}:${s.to.address}`;
  let pair = await cache.atBlock(s.block, `pair:${pairAt}`, pricedOn(book.value), () => true);
  let local = answerOn(pair);
  let blind = blindOn(pair, local);
  if (local !== null && blind.length > 0) {
    // Their Uniswap V3 pools are read whole (once per block) and the pair searched again on them: a
    // large trade's walk into a pool's thin tail is then priced, and split, like the rest.
    const refs = v3PoolRefs(book.value, blind.flatMap((q) => q.legs ?? []));
    const refsAt = refs.map((r) => `${r.proxyIndex}:${r.token0}:${r.token1}`).sort().join(",");
    const read = async () => (await reader.readWholeV3Pools(refs, s.block)).map((pools) => withWholeV3Pools(book.value, pools));
    const whole = refs.length === 0 ? null : await cache.atBlock(s.block, `whole:${network.partnerIndex}:${refsAt}`, read, (r) => r.isOk());
    if (whole?.isOk() === true) {
      pair = await cache.atBlock(s.block, `pair:${pairAt}:whole:${refsAt}`, pricedOn(whole.value), () => true);
      local = answerOn(pair);
      blind = blindOn(pair, local);
    }
  }
  if (local !== null && blind.length === 0) {
    const { shape, amount, out } = local.best;
    const route = routeFor(shape, amount);
    const pairKey = `${s.from.address}:${s.to.address}`;
    const confirm = async () => {
      const answer = (await reader.quoteMany([{ src: s.from.address, dest: s.to.address, route, partnerIndex: network.partnerIndex }], s.block)).map(([quoted]) => quoted === out);
      if (answer.isOk()) cache.recordAgreement(pairKey, s.block, answer.value);
      return answer;
    };
    // A pair whose routes the router recently priced as the snapshot does is answered at once; its
    // first answer at each block is still confirmed, and a disagreement makes the pair's next
    // questions wait for the router again.
    if (cache.agreedWithin(pairKey, s.block, AGREEMENT_BLOCKS)) {
      void cache.atBlock(s.block, `rechecked:${pairKey}`, confirm, (r) => r.isOk());
      return ok(local);
    }
    const confirmed = await cache.atBlock(s.block, `confirmed:${pairKey}:${shapeKey(shape)}`, confirm, (r) => r.isOk() && r.value);
    if (confirmed.isErr()) return err(confirmed.error);
    if (confirmed.value) {
      // The pair counts as checked at this block: its answers need no other confirmation here.
      void cache.atBlock(s.block, `rechecked:${pairKey}`, async () => confirmed, () => true);
      return ok(local);
    }
  }
  if (local !== null && blind.length > 0) {
    const weighed = await weighBlindShapes(deps, s, pair.forward, local, blind, input.side === "from" ? null : input.amount);
    if (weighed.isErr() || weighed.value !== null) return weighed.map((found) => found!);
  }
  return input.side === "from" ? bestForwardOnChain(s, input.amount) : leastAmountOnChain(s, input.amount);
}

/**
 * A question the snapshot answered but for shapes it cannot price at the answer's amount: one router
 * batch confirms the snapshot's winner and prices those shapes there. Selling exactly (`wanted`
 * null), the answer is whichever nets the trader most (output less its gas in the to-token). Buying
 * `wanted`, the snapshot's least amount stands when no such shape delivers `wanted` for it (a
 * shape's output never falls as its input grows, so none delivers for less). Null when the router
 * disagrees with the snapshot's winner (a pool or venue the snapshot does not know) or a blind shape
 * may need less: the whole question then goes to the router's views.
 */
async function weighBlindShapes(
  deps: BestRateDeps,
  s: ChainSearch,
  pair: LocalPair,
  local: Found,
  blind: readonly LocalPair["priced"][number][],
  wanted: bigint | null,
): Promise<Result<Found | null, BestRateError>> {
  const { amount, out } = local.best;
  const request = (shape: RouteShape) => ({ src: s.from.address, dest: s.to.address, route: routeFor(shape, amount), partnerIndex: deps.network.partnerIndex });
  const answers = await deps.reader.quoteMany([local.best.shape, ...blind.map((p) => p.shape)].map(request), s.block);
  if (answers.isErr()) return err(answers.error);
  const [own, ...others] = answers.value;
  deps.cache.recordAgreement(`${s.from.address}:${s.to.address}`, s.block, own === out);
  if (own !== out) return ok(null);
  if (wanted !== null) return ok(others.some((answer) => answer !== null && answer !== undefined && answer >= wanted) ? null : local);
  let best = { quoted: local.best, net: out - pair.gasValue(shapeGas(pair.costs, local.best.shape)) };
  blind.forEach((p, i) => {
    const answer = others[i];
    if (answer === null || answer === undefined || answer === 0n) return;
    const net = answer - pair.gasValue(p.gas);
    if (net > best.net) best = { quoted: { shape: p.shape, amount, out: answer }, net };
  });
  return ok(best.quoted === local.best ? local : { best: best.quoted, spot: local.spot });
}
