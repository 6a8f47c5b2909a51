// What the architecture rules count as an import, and which project file it points at.
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The web app's import aliases (web/tsconfig.json, web/vite.config.mts; vitest.config.mts for tests). */
const ALIASES = [
  ["@/", "web/src/"],
  ["@core/", "core/"],
  ["@adapters/", "adapters/"],
  ["@locales/", "locales/"],
];

/** Posix path of an absolute file, relative to the root. */
export function projectPath(abs) {
  return path.relative(ROOT, abs).split(path.sep).join("/");
}

/** Project-relative posix path an import of `source` from `fromFile` points at; null for a package import. */
export function resolveTarget(fromFile, source) {
  if (source.startsWith(".")) return projectPath(path.resolve(path.dirname(fromFile), source));
  for (const [alias, dir] of ALIASES) {
    if (source.startsWith(alias)) return path.posix.normalize(dir + source.slice(alias.length)).replace(/\/$/, "");
  }
  return null;
}

const literal = (node) => (node && node.type === "Literal" && typeof node.value === "string" ? node : null);

/** The string literal naming the module an import-like node loads (type-only ones too), or null. */
export function moduleSourceOf(node) {
  switch (node.type) {
    case "ImportDeclaration":
    case "ExportNamedDeclaration":
    case "ExportAllDeclaration":
    case "ImportExpression":
      return literal(node.source);
    case "TSImportType": // type T = import("./x").T; the literal's place differs between parser versions
      return literal(node.source) ?? literal(node.argument?.literal) ?? literal(node.argument);
    case "TSImportEqualsDeclaration":
      return node.moduleReference.type === "TSExternalModuleReference" ? literal(node.moduleReference.expression) : null;
    case "CallExpression":
      return node.callee.type === "Identifier" && node.callee.name === "require" ? literal(node.arguments[0]) : null;
    default:
      return null;
  }
}

const IMPORT_NODE_TYPES = [
  "ImportDeclaration",
  "ExportNamedDeclaration",
  "ExportAllDeclaration",
  "ImportExpression",
  "TSImportType",
  "TSImportEqualsDeclaration",
  "CallExpression",
];

/** ESLint visitors calling `onImport(node, sourceLiteral)` for every import-like node. */
export function importVisitors(onImport) {
  const visit = (node) => {
    const source = moduleSourceOf(node);
    if (source) onImport(node, source);
  };
  return Object.fromEntries(IMPORT_NODE_TYPES.map((type) => [type, visit]));
}

/** Every import-like node of a parsed file, for files read outside ESLint's traversal. */
export function importsOf(ast) {
  const found = [];
  const walk = (node) => {
    if (!node || typeof node.type !== "string") return;
    const source = moduleSourceOf(node);
    if (source) found.push({ node, source });
    for (const [key, value] of Object.entries(node)) {
      if (key === "parent" || key === "loc" || key === "range" || key === "tokens" || key === "comments") continue;
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") walk(value);
    }
  };
  walk(ast);
  return found;
}
