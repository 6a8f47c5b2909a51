import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pathBetween } from "../../tools/eslint/port-cycles.mjs";
import { root, ruleMessages } from "./rule-messages";

const cycleErrors = (file: string, code: string) => ruleMessages("no-port-cycles", file, code);
const advice = "move the types both sides need into a port file of their own that imports neither";

describe("import circles in core/ports", () => {
  it("finds the shortest import path between two ports, or none", () => {
    const graph: Record<string, string[]> = { a: ["b", "d"], b: ["c"], c: ["a"], d: ["c"], e: ["a"] };
    const importsOf = (id: string) => graph[id] ?? [];
    expect(pathBetween(importsOf, "b", "a")).toEqual(["b", "c", "a"]);
    expect(pathBetween(importsOf, "a", "a")).toEqual(["a"]);
    expect(pathBetween(importsOf, "a", "e")).toBeNull();
  });

  it("refuses a port that imports itself", async () => {
    const file = "core/ports/probe.port.ts";
    expect(await cycleErrors(file, 'import type { X } from "./probe.port";\nexport type Y = X;')).toEqual([
      `import circle in core/ports: probe.port -> probe.port; ${advice}`,
    ]);
    expect(await cycleErrors(file, 'export type Y = import("./probe.port").X;')).toHaveLength(1);
  });

  it("refuses an import that closes a circle through a port file on disk, reading the linted file's text", async () => {
    // chain.port.ts imports chain.errors.ts on disk; the text linted as chain.errors.ts imports it back.
    expect(readFileSync(path.join(root, "core/ports/chain.port.ts"), "utf8")).toMatch(/from "\.\/chain\.errors"/);
    const code = 'import type { Address } from "./chain.port";\nexport type A = Address;';
    expect(await cycleErrors("core/ports/chain.errors.ts", code)).toEqual([
      `import circle in core/ports: chain.errors -> chain.port -> chain.errors; ${advice}`,
    ]);
  });

  it("allows imports of ports that do not lead back", async () => {
    const code = 'import type { ChainError } from "./chain.errors";\nimport type { Address } from "./chain.port";\nimport { e } from "../shared/domain-error";\nexport type A = [Address, ChainError, typeof e];';
    expect(await cycleErrors("core/ports/probe.port.ts", code)).toEqual([]);
    expect(await cycleErrors("core/exchange/probe.ts", 'import { a } from "./probe";\nexport { a };')).toEqual([]);
  });
});
