import { describe, expect, it } from "vitest";
import { RATE_DEBOUNCE_MS } from "./rate-requester";
import { counterAmount, queryFor } from "./rate-requester-input";
import { answer, ETH, flush, oneEth, quoted, quoteFor, setup, SLP, USDT } from "./rate-requester.test-support";
import type { RateState } from "./rate-requester.types";

describe("rate requester: tokens", () => {
  it("swaps the sides when the opposite side's token is chosen, keeping the amount with its token", async () => {
    const { rates } = await quoted();
    rates.selectToken("to", ETH);
    expect(rates.getState()).toMatchObject({ from: USDT, to: ETH, side: "to", text: "1", quote: null, status: "DEBOUNCING" });
  });

  it("swaps the sides from the from-side selector too", () => {
    const { rates } = setup();
    rates.selectToken("from", USDT);
    expect(rates.getState()).toMatchObject({ from: USDT, to: ETH, side: "to" });
  });

  it("clears the rate, cancels the pending request and re-quotes the new pair after a pause", async () => {
    const { clock, calls, rates } = setup();
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS);
    rates.selectToken("to", SLP);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(rates.getState()).toMatchObject({ to: SLP, quote: null, status: "DEBOUNCING" });
    clock.advance(RATE_DEBOUNCE_MS);
    expect(calls.map((c) => c.query)).toEqual([oneEth, { ...oneEth, to: SLP }]);
  });

  it("switches the tokens with the arrow, keeping the typed amount with its token", async () => {
    const { rates } = await quoted();
    rates.switchTokens();
    expect(rates.getState()).toMatchObject({ from: USDT, to: ETH, side: "to", text: "1", quote: null });
  });

  it.each<[string, Pick<RateState, "side" | "quote">, bigint | null]>([
    ["no quote", { side: "from", quote: null }, null],
    ["the to-amount for a typed from-amount", { side: "from", quote: quoteFor(oneEth) }, 2n * 10n ** 18n],
    ["the from-amount for a typed to-amount", { side: "to", quote: { ...quoteFor(oneEth), fromAmount: 7n } }, 7n],
  ])("shows in the other field %s", (_name, state, amount) => {
    expect(counterAmount(state)).toBe(amount);
  });

  it("sends no query for the same token on both sides", () => {
    expect(queryFor({ from: ETH, to: ETH, side: "from", text: "1" })).toBeNull();
  });
});

describe("rate requester: refresh", () => {
  it("refreshes an idle quote every 15 s and keeps showing it while the refresh runs", async () => {
    const { clock, calls, rates } = await quoted();
    const first = rates.getState();
    clock.advance(14_999);
    expect(calls).toHaveLength(1);
    clock.advance(1);
    expect(calls.map((c) => c.query)).toEqual([oneEth, oneEth]);
    expect(rates.getState()).toEqual({ ...first, status: "LOADING" });
    answer(calls[1]!);
    await flush();
    expect(rates.getState()).toEqual({ ...first, quotedAt: clock.now() });
    clock.advance(15_000);
    expect(calls).toHaveLength(3);
  });

  it("stops refreshing when auto refresh is off and resumes on the original schedule", async () => {
    const { clock, calls, rates } = await quoted();
    rates.setAutoRefresh(false);
    clock.advance(20_000);
    expect(calls).toHaveLength(1);
    rates.setAutoRefresh(true);
    expect(calls).toHaveLength(1);
    clock.advance(0);
    expect(calls).toHaveLength(2);
  });

  it("does not schedule a refresh when turned on without a quote", () => {
    const { clock, rates } = setup();
    rates.setAutoRefresh(true);
    expect(clock.pending).toBe(0);
  });

  it("does not schedule a refresh after a quote arrives while auto refresh is off", async () => {
    const { clock, calls, rates } = setup();
    rates.setAutoRefresh(false);
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS);
    answer(calls[0]!);
    await flush();
    expect(clock.pending).toBe(0);
  });

  it("re-quotes at once on refreshNow, cancelling the debounce", () => {
    const { calls, rates } = setup();
    rates.typeAmount("from", "1");
    rates.refreshNow();
    expect(calls.map((c) => c.query)).toEqual([oneEth]);
  });

  it("does nothing on refreshNow without an amount", () => {
    const { calls, rates } = setup();
    rates.refreshNow();
    expect(calls).toEqual([]);
  });
});

describe("rate requester: lifecycle", () => {
  it("publishes every state change to subscribers until they unsubscribe", () => {
    const { rates, seen } = setup();
    const other: RateState<string>[] = [];
    const unsubscribe = rates.subscribe((s) => other.push(s));
    rates.typeAmount("from", "1");
    unsubscribe();
    rates.typeAmount("from", "2");
    expect(seen.map((s) => s.text)).toEqual(["1", "2"]);
    expect(other.map((s) => s.text)).toEqual(["1"]);
  });

  it("aborts the request, clears the timers and drops the listeners on dispose", async () => {
    const { clock, calls, rates, seen } = setup();
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS);
    rates.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(clock.pending).toBe(0);
    const before = seen.length;
    rates.typeAmount("from", "2");
    rates.refreshNow();
    expect(seen).toHaveLength(before);
    expect(clock.pending).toBe(0);
    expect(calls).toHaveLength(1);
  });
});
