// The dependency rules of docs/architecture.md as one ESLint rule, so `npm run lint` (and so
// `npm test`) fails on a violation:
// - core imports only core files and the packages in CORE_PACKAGES (tests also TEST_PACKAGES);
// - adapters import nothing from web or cli;
// - a feature in web/src/features imports no other feature.
import path from "node:path";

/** The only packages the framework-free core may use. */
export const CORE_PACKAGES = ["zod", "neverthrow"];
/** Extra packages core test files may use. */
export const CORE_TEST_PACKAGES = ["vitest", "fast-check"];

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

function packageName(source) {
  if (source.startsWith("node:")) return source;
  const parts = source.split("/");
  return source.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Project-relative posix path an import points at, or null for a package import. */
function resolveTarget(fromFile, source) {
  if (source.startsWith(".")) {
    return path.relative(ROOT, path.resolve(path.dirname(fromFile), source)).split(path.sep).join("/");
  }
  if (source.startsWith("@/")) return `web/src/${source.slice(2)}`; // the web app's alias
  return null;
}

function featureOf(rel) {
  const m = /^web\/src\/features\/([^/]+)/.exec(rel);
  return m ? m[1] : null;
}

/** Why `source`, imported by the project file `rel` (posix, relative to the root), breaks a rule; null if it does not. */
export function violation(rel, absFile, source) {
  const target = resolveTarget(absFile, source);
  const layer = rel.split("/")[0];
  if (layer === "core") {
    if (target === null) {
      const isTest = /\.test\.tsx?$/.test(rel);
      const allowed = isTest ? [...CORE_PACKAGES, ...CORE_TEST_PACKAGES] : CORE_PACKAGES;
      const name = packageName(source);
      return allowed.includes(name) ? null : `core must not import the package "${name}" (allowed: ${allowed.join(", ")})`;
    }
    return target.startsWith("core/") ? null : `core must not import "${target}" from outside core`;
  }
  if (layer === "adapters" && target !== null && /^(web|cli)\//.test(target)) {
    return `adapters must not import from ${target.split("/")[0]} ("${target}")`;
  }
  const from = featureOf(rel);
  const to = target === null ? null : featureOf(target);
  if (from !== null && to !== null && from !== to) {
    return `feature "${from}" must not import feature "${to}"; move shared code to web/src/components or core`;
  }
  return null;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Enforce the layer and feature boundaries of docs/architecture.md" },
    schema: [],
  },
  create(context) {
    const abs = context.filename;
    const rel = path.relative(ROOT, abs).split(path.sep).join("/");
    const check = (node, sourceNode) => {
      if (!sourceNode || sourceNode.type !== "Literal" || typeof sourceNode.value !== "string") return;
      const message = violation(rel, abs, sourceNode.value);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === "TSExternalModuleReference" && check(node, node.moduleReference.expression),
      CallExpression: (node) => {
        if (node.callee.type === "Identifier" && node.callee.name === "require") check(node, node.arguments[0]);
      },
    };
  },
};

export default { rules: { boundaries: rule } };
