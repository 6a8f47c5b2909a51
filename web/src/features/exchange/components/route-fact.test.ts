import { readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { RatePart, RateTrade } from "@core/exchange/best-rate";
import { DAI, ETH, USDT } from "@core/exchange/best-rate.test-support";
import { RouteFact } from "./route-fact";

const exchange = (lng: string) => JSON.parse(readFileSync(path.resolve(__dirname, "../../../../../locales", lng, "exchange.json"), "utf8")) as Record<string, string>;
const hop = (venue: string, src: `0x${string}`, dest: `0x${string}`, proxyIndex = 0) => ({ proxyIndex, venue, src, dest });
const paths: RatePart[] = [
  { srcAmount: 62n, hops: [hop("KUL AMM", DAI.address, USDT.address), hop("Uniswap V3 0.05 %", DAI.address, USDT.address, 2)] },
  { srcAmount: 38n, hops: [hop("Uniswap V2", DAI.address, ETH.address, 1), hop("Uniswap V3 0.3 %", ETH.address, USDT.address, 3), hop("KUL AMM", ETH.address, USDT.address)] },
];

describe("the route fact of the quote details", () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({ lng: "en", ns: ["exchange"], resources: { en: { exchange: exchange("en") }, th: { exchange: exchange("th") } }, interpolation: { escapeValue: false } });
  });
  const render = (kind: RateTrade["kind"], parts: RatePart[]) =>
    renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(RouteFact, { trade: { kind, parts }, tokens: [ETH, DAI, USDT] })));

  it("lists several paths with their shares under a label that says how many, in English and Thai, each venue's name kept whole", async () => {
    await i18n.changeLanguage("en");
    expect(render("PATHS", paths)).toBe(
      '<ol class="xc-route-paths" aria-label="Route over 2 paths"><li>62% via KUL\u00a0AMM + Uniswap\u00a0V3\u00a00.05\u00a0%</li><li>38% via Uniswap\u00a0V2 → ETH → Uniswap\u00a0V3\u00a00.3\u00a0% + KUL\u00a0AMM</li></ol>',
    );
    await i18n.changeLanguage("th");
    expect(render("PATHS", paths)).toBe(
      '<ol class="xc-route-paths" aria-label="เส้นทางแบ่งเป็น 2 ทาง"><li>62% ผ่าน KUL\u00a0AMM + Uniswap\u00a0V3\u00a00.05\u00a0%</li><li>38% ผ่าน Uniswap\u00a0V2 → ETH → Uniswap\u00a0V3\u00a00.3\u00a0% + KUL\u00a0AMM</li></ol>',
    );
  });

  it("shows one venue, a split and hops as one line of text, as before", () => {
    const split = [paths[0]!.hops.slice(0, 1), paths[0]!.hops.slice(1)].map((hops) => ({ srcAmount: 1n, hops }));
    expect([render("SINGLE", [{ srcAmount: 1n, hops: paths[0]!.hops.slice(0, 1) }]), render("SPLIT", split), render("ROUTES", [{ srcAmount: 1n, hops: paths[1]!.hops.slice(0, 2) }])]).toEqual([
      "KUL AMM",
      "KUL AMM + Uniswap V3 0.05 %",
      "Uniswap V2 → Uniswap V3 0.3 %",
    ]);
  });
});
