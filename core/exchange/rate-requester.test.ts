import { describe, expect, it } from "vitest";
import { RATE_DEBOUNCE_MS } from "./rate-requester";
import { rateFetchFailed } from "./rate-requester.errors";
import { answer, ETH, flush, oneEth, quoted, quoteFor, setup, USDT } from "./rate-requester.test-support";
import type { FetchQuote } from "./rate-requester.types";

describe("rate requester: typing", () => {
  it("requests the rate once, 500 ms after the last keystroke", () => {
    const { clock, calls, rates } = setup();
    rates.typeAmount("from", "0");
    clock.advance(300);
    rates.typeAmount("from", "0.");
    clock.advance(300);
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    expect(rates.getState().status).toBe("DEBOUNCING");
    clock.advance(1);
    expect(calls.map((c) => c.query)).toEqual([oneEth]);
    expect(rates.getState()).toMatchObject({ status: "LOADING", query: oneEth, quote: null });
  });

  it("shows the quote of the latest query with the time it was taken", async () => {
    const { clock, rates } = await quoted();
    expect(rates.getState()).toEqual({
      from: ETH, to: USDT, side: "from", text: "1", status: "QUOTED",
      query: oneEth, quote: quoteFor(oneEth), quotedAt: clock.now(), error: null,
    });
  });

  it.each(["", "   ", "0", "0.000", "abc", "1e5", "-1", "."])(
    "clears the other side and the rate at once, without a request, for %j",
    async (text) => {
      const { clock, calls, rates } = await quoted();
      rates.typeAmount("from", text);
      clock.advance(60_000);
      expect(calls).toHaveLength(1);
      expect(rates.getState()).toEqual({
        from: ETH, to: USDT, side: "from", text, status: "EMPTY", query: null, quote: null, quotedAt: null, error: null,
      });
    },
  );

  it("treats more fraction digits than the token has as no amount", () => {
    const { clock, calls, rates } = setup();
    rates.typeAmount("to", "1.0000001");
    clock.advance(RATE_DEBOUNCE_MS);
    expect(calls).toEqual([]);
  });

  it("quotes an exact to-amount in the to-token's decimals", () => {
    const { clock, calls, rates } = setup();
    rates.typeAmount("to", "2.5");
    clock.advance(RATE_DEBOUNCE_MS);
    expect(calls.map((c) => c.query)).toEqual([{ from: ETH, to: USDT, side: "to", amount: 2_500_000n }]);
  });
});

describe("rate requester: cancellation and outdated answers", () => {
  it("aborts the in-flight request when the input changes and ignores its late answer", async () => {
    const { clock, calls, rates } = setup();
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS);
    rates.typeAmount("from", "2");
    expect(calls[0]!.signal.aborted).toBe(true);
    answer(calls[0]!);
    await flush();
    expect(rates.getState()).toMatchObject({ status: "DEBOUNCING", quote: null, text: "2" });
  });

  it.each([
    ["an error answer", (c: Parameters<typeof answer>[0]) => answer(c, false)],
    ["a rejection", (c: Parameters<typeof answer>[0]) => c.fail(new Error("aborted"))],
  ])("ignores %s of a cancelled request silently", async (_name, settle) => {
    const { clock, calls, rates } = setup();
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS);
    rates.typeAmount("from", "");
    settle(calls[0]!);
    await flush();
    expect(rates.getState()).toMatchObject({ status: "EMPTY", error: null, text: "" });
  });
});

describe("rate requester: failures", () => {
  it("reports RATE_FETCH_FAILED and clears both amounts when the fetch answers an error", async () => {
    const { clock, calls, rates } = setup();
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS);
    answer(calls[0]!, false);
    await flush();
    expect(rates.getState()).toEqual({
      from: ETH, to: USDT, side: "from", text: "", status: "FAILED",
      query: null, quote: null, quotedAt: null, error: rateFetchFailed("ROUTER_CALL_FAILED"),
    });
  });

  it.each([
    ["rejects with an Error", () => Promise.reject(new Error("network down")), "network down"],
    ["rejects with a non-Error", () => Promise.reject("offline"), "offline"],
    ["throws synchronously", () => { throw new Error("bug"); }, "bug"],
  ])("reports RATE_FETCH_FAILED when the fetch %s", async (_name, fetchQuote, cause) => {
    const { clock, rates } = setup(fetchQuote as FetchQuote<string>);
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS);
    await flush();
    expect(rates.getState()).toMatchObject({ status: "FAILED", text: "", error: rateFetchFailed(cause) });
  });

  it("clears the error on the next input", async () => {
    const { clock, calls, rates } = setup();
    rates.typeAmount("from", "1");
    clock.advance(RATE_DEBOUNCE_MS);
    answer(calls[0]!, false);
    await flush();
    rates.typeAmount("from", "3");
    expect(rates.getState()).toMatchObject({ status: "DEBOUNCING", error: null });
  });
});

