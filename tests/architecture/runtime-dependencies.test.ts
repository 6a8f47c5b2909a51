/**
 * What `npm ci --omit=dev` installs must be enough for the API server (`npm run serve`) and every
 * `kul` command but `kul up` (the local stack, which needs Hardhat, a development tool). Walks the
 * run-time imports (type-only ones left out) from each entry point through the sources and
 * checks that every package they reach is a Node built-in or listed in `dependencies`.
 */
import { existsSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> };
// Loaded by `kul up` only, through tsx, from a development checkout.
const DEVELOPMENT_ONLY = [path.join(ROOT, "cli/src/up") + path.sep];

/** The module names a file imports at run time: static imports and re-exports that are not type-only, import() and require() of literals. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === "require"))) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => existsSync(candidate) && candidate.endsWith(".ts")) ?? null;
}

const packageOf = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");

/** Every package reached from `entry` at run time, with one file that imports it. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || DEVELOPMENT_ONLY.some((folder) => file.startsWith(folder))) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith(".")) {
        const next = resolveSource(file, specifier);
        if (next !== null) queue.push(next);
      } else if (!isBuiltin(specifier) && !packages.has(packageOf(specifier))) {
        packages.set(packageOf(specifier), path.relative(ROOT, file));
      }
    }
  }
  return packages;
}

describe("packages the server and the CLI load at run time", () => {
  it.each(["adapters/server/main.ts", "cli/src/main.ts"])("are all in dependencies, from %s", (entry) => {
    const reached = packagesReached(entry);
    const missing = [...reached].filter(([name]) => !Object.hasOwn(PACKAGE.dependencies, name)).map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
    // The walk follows the sources: it reaches the server's web framework and the CLI's parser.
    expect([...reached.keys()]).toContain(entry.startsWith("cli") ? "commander" : "fastify");
  });
});
