import { describe, expect, it } from "vitest";
import { answerOf, DAI, ETH, USDT } from "../../../core/exchange/best-rate.test-support";
import type { RatePart, RateTrade } from "../../../core/exchange/best-rate";
import { quoteOfAnswer } from "../../../core/exchange/quote-source";
import { createCliContext } from "../cli-context";
import type { Language } from "../context/i18n";
import type { Output, Style } from "../context/output";
import type { ListedToken } from "./market-data";
import { printQuote, quoteJson, viewOf, type QuoteQuestion } from "./quote-view";

const listed = (t: typeof ETH): ListedToken => ({ code: t.code, name: t.name, address: t.address, decimals: t.decimals, price: null, change: 0 });
const tokens = [ETH, DAI, USDT].map(listed);
const hop = (venue: string, src: `0x${string}`, dest: `0x${string}`, proxyIndex = 0) => ({ proxyIndex, venue, src, dest });

/** A quote of 100 DAI for USDT on `parts`, the route kind `kind`. */
function quoteOn(kind: RateTrade["kind"], parts: RatePart[]) {
  const answer = answerOf(100n * 10n ** 18n, 99n * 10n ** 6n);
  const trade = { ...answer.speeds.STD.trade, kind, parts, venues: [...new Set(parts.flatMap((p) => p.hops.map((h) => h.venue)))] };
  const rate = quoteOfAnswer({ ...answer, speeds: { ...answer.speeds, STD: { ...answer.speeds.STD, trade } } });
  const question: QuoteQuestion = { from: tokens[1]!, to: tokens[2]!, amount: 100n * 10n ** 18n, direction: "SELL", speed: "STD", slippageBps: 50, tokens };
  return viewOf(question, { from: DAI, to: USDT, side: "from", amount: question.amount }, rate);
}

/** The lines `kul quote` prints in `lang`, without colour. */
function printed(lang: Language, quote: ReturnType<typeof quoteOn>): string[] {
  const lines: string[] = [];
  const plain = new Proxy({}, { get: () => (text: string) => text }) as Style;
  const out: Output = { json: false, color: false, interactive: false, style: plain, line: (text = "") => lines.push(text), data: () => undefined, warn: () => undefined, spinner: () => ({ update: () => undefined, stop: () => undefined }) };
  printQuote(createCliContext({ out, lang, env: {} }), quote, null);
  return lines.filter((l) => l.startsWith("Route") || l.startsWith("เส้นทาง") || l.startsWith("   "));
}

const paths = [
  { srcAmount: 62n * 10n ** 18n, hops: [hop("KUL AMM", DAI.address, USDT.address), hop("Uniswap V3 0.05 %", DAI.address, USDT.address, 2)] },
  { srcAmount: 38n * 10n ** 18n, hops: [hop("Uniswap V2", DAI.address, ETH.address, 1), hop("Uniswap V3 0.3 %", ETH.address, USDT.address, 3), hop("KUL AMM", ETH.address, USDT.address)] },
];

describe("the route kul quote shows", () => {
  it("prints a multi-path route as one line per path with its share, in English and Thai", () => {
    const quote = quoteOn("PATHS", paths);
    expect(printed("en", quote)).toEqual([
      "Route:             several paths",
      "                   62% via KUL AMM + Uniswap V3 0.05 %",
      "                   38% via Uniswap V2 → ETH → Uniswap V3 0.3 % + KUL AMM",
    ]);
    expect(printed("th", quote)).toEqual([
      "เส้นทาง:            หลายเส้นทาง",
      "                   62% ผ่าน KUL AMM + Uniswap V3 0.05 %",
      "                   38% ผ่าน Uniswap V2 → ETH → Uniswap V3 0.3 % + KUL AMM",
    ]);
  });

  it("keeps one venue and a split on one line, and reads a multi-hop route in order", () => {
    const single = quoteOn("SINGLE", [{ srcAmount: 1n, hops: [hop("KUL AMM", DAI.address, USDT.address)] }]);
    const split = quoteOn("SPLIT", [paths[0]!.hops.slice(0, 1), paths[0]!.hops.slice(1)].map((hops) => ({ srcAmount: 1n, hops })));
    const routes = quoteOn("ROUTES", [{ srcAmount: 1n, hops: [hop("Uniswap V2", DAI.address, ETH.address), hop("Uniswap V3 0.3 %", ETH.address, USDT.address)] }]);
    expect([single, split, routes].flatMap((q) => printed("en", q))).toEqual([
      "Route:             one venue via KUL AMM",
      "Route:             split via KUL AMM + Uniswap V3 0.05 %",
      "Route:             multi-hop via Uniswap V2 → Uniswap V3 0.3 %",
    ]);
  });

  it("gives the paths, their shares, steps and tokens between steps in --json", () => {
    expect(quoteJson(quoteOn("PATHS", paths), null).route).toEqual({
      kind: "PATHS",
      venues: ["KUL AMM", "Uniswap V3 0.05 %", "Uniswap V2", "Uniswap V3 0.3 %"],
      paths: [
        { share: 62, steps: [{ venues: ["KUL AMM", "Uniswap V3 0.05 %"], via: null }] },
        { share: 38, steps: [{ venues: ["Uniswap V2"], via: "ETH" }, { venues: ["Uniswap V3 0.3 %", "KUL AMM"], via: null }] },
      ],
    });
  });
});
