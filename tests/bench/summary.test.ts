import { describe, expect, it } from "vitest";
import { allLines } from "./summary-all";
import { benchName } from "./summary";

const line = (figure: string, met: boolean) => ({ figure, target: "<= 1", measured: met ? "0.9" : "1.1", met });

describe("the run's summary", () => {
  it("names a benchmark after its script, under tsx or hardhat run", () => {
    expect(benchName(["node", "/repo/node_modules/.bin/tsx", "tests/bench/api.bench.ts"])).toBe("api");
    expect(benchName(["node", "/repo/node_modules/hardhat/internal/cli/cli.js", "run", "tests/bench/gas.bench.ts"])).toBe("gas");
  });

  it("lists the expected benchmarks' lines in the order given, then the others, and a missing benchmark as a line not met", () => {
    const recorded = [
      { bench: "web", recordedAt: "", lines: [line("first load", true)] },
      { bench: "api", recordedAt: "", lines: [line("profile", true), line("history", false)] },
    ];
    expect(allLines(recorded, ["gas", "api"])).toEqual([
      { figure: "gas benchmark", target: "recorded its figures", measured: "nothing recorded", met: false },
      { ...line("profile", true), figure: "api: profile" },
      { ...line("history", false), figure: "api: history" },
      { ...line("first load", true), figure: "web: first load" },
    ]);
  });
});
