import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { parseCsvRecords, toCsv } from "./csv";
import { bangkokDateTime, csvFileName, csvFullNameMissing, tradeCsv, tradeCsvRows, type ExportTrade } from "./trade-csv";

const NOW = 1768446000000; // 2026-01-15 10:00 Bangkok, in ms

const swap: ExportTrade = {
  blockTimestamp: 1768446000,
  fromToken: { code: "ETH", decimal: 18 },
  toToken: { code: "USDC", decimal: 6 },
  srcAmount: 1500000000000000000n,
  destAmount: 2775375000n,
  toTokenUsdValue: { units: 2775375n, scale: 3 },
  transactionHash: "0xabc",
};

describe("trade history CSV", () => {
  it("writes one row per trade with THB at the default rate of 33.0", () => {
    expect(tradeCsvRows("สมชาย ใจดี", [swap])).toEqual([
      ["Full Name", "Date", "From Token", "From Amount", "To Token", "To Amount", "Value (THB)", "Transaction Hash"],
      ["สมชาย ใจดี", "15-01-2026 10:00:00", "ETH", "1.5", "USDC", "2775.375", "91587.38", "0xabc"],
    ]);
  });

  it("uses the rate it is given", () => {
    expect(tradeCsvRows("A", [swap], { units: 35n, scale: 0 })[1]![6]).toBe("97138.13");
  });

  it("quotes names with commas and quotes, and guards formulas", () => {
    const text = tradeCsv('=HYPERLINK("x"), Ltd', [swap]);
    expect(text.startsWith("\uFEFFFull Name,Date,")).toBe(true);
    expect(text.split("\r\n")[1]).toBe(`"'=HYPERLINK(""x""), Ltd",15-01-2026 10:00:00,ETH,1.5,USDC,2775.375,91587.38,0xabc`);
  });

  it.each([
    [1767200400, "01-01-2026 00:00:00"],
    [1767200399, "31-12-2025 23:59:59"],
  ])("dates %i in Bangkok time as %s", (seconds, text) => {
    expect(bangkokDateTime(seconds)).toBe(text);
  });
});

describe("CSV file name", () => {
  it.each([
    ["a Thai name", tradeCsv("สมชาย ใจดี", [swap]), `สมชาย ใจดี_TX_${NOW}.csv`],
    ["a quoted name with a comma", tradeCsv("Kulap, Co", [swap]), `Kulap, Co_TX_${NOW}.csv`],
    ["a formula-guarded name", tradeCsv("=Sum", [swap]), `=Sum_TX_${NOW}.csv`],
    ["a name with path characters", tradeCsv("A/B:C", [swap]), `A_B_C_TX_${NOW}.csv`],
    ["the server's own column order", 'Date,Full Name\n01-01-2026,"Somsri"\n', `Somsri_TX_${NOW}.csv`],
  ])("names the file from %s", (_name, csv, name) => {
    expect(csvFileName(csv, NOW)).toEqual(ok(name));
  });

  it.each([
    ["no rows", tradeCsv("A", [])],
    ["no Full Name column", "Date,Hash\r\n01-01-2026,0x1\r\n"],
    ["an empty name", tradeCsv("  ", [swap])],
    ["empty text", ""],
  ])("refuses %s", (_name, csv) => {
    expect(csvFileName(csv, NOW)).toEqual(err(csvFullNameMissing()));
  });

  it("reads back any rows it writes", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "ก", ",", '"', "\r", "\n", " ", "1") });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        expect(parseCsvRecords(toCsv(rows), rows.length)).toEqual(rows);
      }),
    );
  });

  it("reads a last record that has no line end", () => {
    expect(parseCsvRecords("a,b\r\nc,d", 5)).toEqual([["a", "b"], ["c", "d"]]);
  });
});
