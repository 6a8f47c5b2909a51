import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import { createRateRequester, RATE_DEBOUNCE_MS } from "./rate-requester";
import { answer, deferredFetch, ETH, flush, keyOf, SLP, USDT } from "./rate-requester.test-support";
import type { AmountSide, RateQuery } from "./rate-requester.types";
import type { Token } from "./tokens";
import { parseUnits } from "./units";

const TOKENS = [ETH, USDT, SLP] as const;
const side = fc.constantFrom<AmountSide>("from", "to");
const gap = fc.oneof(fc.integer({ min: 0, max: 499 }), fc.constant(RATE_DEBOUNCE_MS), fc.integer({ min: 500, max: 1500 }));
const text = fc.oneof(
  fc.constantFrom("", "0", "1", "1.5", "abc", "0.0000001", "12", ".", " 3 "),
  fc.stringMatching(/^[0-9.]{0,6}$/),
);
const action = fc.oneof(
  fc.record({ kind: fc.constant("type" as const), side, text, gap }),
  fc.record({ kind: fc.constant("select" as const), side, token: fc.nat(TOKENS.length - 1), gap }),
  fc.record({ kind: fc.constant("switch" as const), gap }),
  fc.record({ kind: fc.constant("answer" as const), pick: fc.nat(), ok: fc.boolean(), gap }),
);

type Model = { from: Token; to: Token; side: AmountSide; text: string };

/** The reference query of a form input, written apart from the requester. */
function modelQuery(m: Model): RateQuery | null {
  if (m.from.code === m.to.code) return null;
  const amount = parseUnits(m.text, (m.side === "from" ? m.from : m.to).decimals).unwrapOr(0n);
  return amount > 0n ? { from: m.from, to: m.to, side: m.side, amount } : null;
}

function flip(m: Model): Model {
  return { from: m.to, to: m.from, side: m.side === "from" ? "to" : "from", text: m.text };
}

describe("rate requester under random keystroke bursts", () => {
  it("requests exactly once per pause of at least 500 ms after a valid change and never shows an outdated quote", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 40 }), async (actions) => {
        const clock = new FakeClock();
        const { fetchQuote, calls } = deferredFetch(clock);
        const rates = createRateRequester({ clock, scheduler: clock, fetchQuote }, { from: ETH, to: USDT });
        rates.setAutoRefresh(false);
        let model: Model = { from: ETH, to: USDT, side: "from", text: "" };
        const changes: { at: number; query: RateQuery | null }[] = [];
        const callVersion: number[] = [];
        const answered = new Set<number>();

        for (const a of actions) {
          if (a.kind === "answer") {
            const open = calls.map((_, i) => i).filter((i) => !answered.has(i));
            const index = open[a.pick % Math.max(1, open.length)];
            if (index !== undefined) {
              answered.add(index);
              answer(calls[index]!, a.ok);
              await flush();
              const applies = index === calls.length - 1 && callVersion[index] === changes.length;
              if (applies && !a.ok) model = { ...model, text: "" };
            }
          } else {
            if (a.kind === "type") model = { ...model, side: a.side, text: a.text };
            if (a.kind === "switch") model = flip(model);
            if (a.kind === "select") {
              const token = TOKENS[a.token]!;
              const opposite = a.side === "from" ? model.to : model.from;
              model = token === opposite ? flip(model) : { ...model, [a.side]: token };
            }
            changes.push({ at: clock.now(), query: modelQuery(model) });
            if (a.kind === "type") rates.typeAmount(a.side, a.text);
            if (a.kind === "switch") rates.switchTokens();
            if (a.kind === "select") rates.selectToken(a.side, TOKENS[a.token]!);
          }
          clock.advance(a.gap);
          await flush();
          while (callVersion.length < calls.length) callVersion.push(changes.length);

          const state = rates.getState();
          expect({ from: state.from, to: state.to, side: state.side, text: state.text }).toEqual(model);
          if (state.quote) expect(state.quote.details).toBe(keyOf(modelQuery(model)!));
        }
        clock.advance(RATE_DEBOUNCE_MS);

        const expected = changes.flatMap((c, i) => {
          const next = changes[i + 1];
          const paused = next === undefined || next.at - c.at >= RATE_DEBOUNCE_MS;
          return c.query && paused ? [{ at: c.at + RATE_DEBOUNCE_MS, key: keyOf(c.query) }] : [];
        });
        expect(calls.map((c) => ({ at: c.at, key: keyOf(c.query) }))).toEqual(expected);
        rates.dispose();
      }),
      { numRuns: 200 },
    );
  });
});
