import { err, ok, type Result } from "neverthrow";
import { FakeClock } from "../testing/fake-clock";
import { createRateRequester, RATE_DEBOUNCE_MS } from "./rate-requester";
import type { FetchQuote, Quote, QuoteError, RateQuery, RateState } from "./rate-requester.types";
import { ETH_ADDRESS, type Token } from "./tokens";

/** Test tokens with the spec's decimals: 18, 6 and 0. */
export const ETH: Token = { code: "ETH", name: "Ether", address: ETH_ADDRESS, decimals: 18 };
export const USDT: Token = { code: "USDT", name: "Tether", address: "0x00000000000000000000000000000000000000d6", decimals: 6 };
export const SLP: Token = { code: "SLP", name: "Smooth Love Potion", address: "0x00000000000000000000000000000000000000a0", decimals: 0 };

/** A stable text key of a query, used as the quote's details so tests can tell which query a quote answers. */
export function keyOf(q: RateQuery): string {
  return `${q.from.code}>${q.to.code}:${q.side}:${q.amount}`;
}

/** The quote a test answers for `q`: twice the amount on the other side, tagged with the query key. */
export function quoteFor(q: RateQuery): Quote<string> {
  const [fromAmount, toAmount] = q.side === "from" ? [q.amount, q.amount * 2n] : [q.amount * 2n, q.amount];
  return { fromAmount, toAmount, rate: "2", details: keyOf(q) };
}

/** One fetch the requester made, answered when the test decides. */
export type Call = Readonly<{
  query: RateQuery;
  signal: AbortSignal;
  at: number;
  answer: (result: Result<Quote<string>, QuoteError>) => void;
  fail: (cause: unknown) => void;
}>;

/** A fetch whose answers are deferred promises controlled by the test. */
export function deferredFetch(clock: FakeClock): { fetchQuote: FetchQuote<string>; calls: Call[] } {
  const calls: Call[] = [];
  const fetchQuote: FetchQuote<string> = (query, signal) =>
    new Promise((resolve, reject) => calls.push({ query, signal, at: clock.now(), answer: resolve, fail: reject }));
  return { fetchQuote, calls };
}

/** Answers `call` with the quote for its query, or with a quote error. */
export function answer(call: Call, succeed = true): void {
  call.answer(succeed ? ok(quoteFor(call.query)) : err({ code: "ROUTER_CALL_FAILED" }));
}

/** Lets every pending promise callback run (a macrotask turn; no time passes on the fake clock). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A requester on a fake clock over a deferred fetch (or `fetchOverride`), recording every published state. */
export function setup(fetchOverride?: FetchQuote<string>) {
  const clock = new FakeClock();
  const { fetchQuote, calls } = deferredFetch(clock);
  const rates = createRateRequester({ clock, scheduler: clock, fetchQuote: fetchOverride ?? fetchQuote }, { from: ETH, to: USDT });
  const seen: RateState<string>[] = [];
  rates.subscribe((s) => seen.push(s));
  return { clock, calls, rates, seen };
}

/** A requester showing the quote of `text` ETH. */
export async function quoted(text = "1") {
  const s = setup();
  s.rates.typeAmount("from", text);
  s.clock.advance(RATE_DEBOUNCE_MS);
  answer(s.calls[0]!);
  await flush();
  return s;
}

/** The query of 1 ETH to USDT typed on the from side. */
export const oneEth = { from: ETH, to: USDT, side: "from", amount: 10n ** 18n } as const;
