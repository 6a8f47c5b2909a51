// The dependency rules of docs/architecture.md as ESLint rules, so `npm run lint` (and so
// `npm test`) fails on a violation. `architecture/boundaries` checks each import on its own:
// - core imports only core files and the packages in CORE_PACKAGES (tests also CORE_TEST_PACKAGES);
// - adapters import nothing from web or cli, and no adapter but the server imports adapters/server;
// - a feature in web/src/features imports no other feature;
// - web features and web lib import nothing from web/src/app;
// - web and cli import the HTTP client (adapters/http-client, adapters/api-contract) only in
//   their composition roots.
// `architecture/no-port-cycles` (port-cycles.mjs) refuses an import circle among core/ports.
import { importVisitors, projectPath, resolveTarget } from "./imports.mjs";
import portCycles from "./port-cycles.mjs";

/** The only packages the framework-free core may use. */
export const CORE_PACKAGES = ["zod", "neverthrow"];
/** Extra packages core test files may use. */
export const CORE_TEST_PACKAGES = ["vitest", "fast-check"];

/** The composition root of each front door: the only file that knows the HTTP client exists. */
export const CLIENT_ROOTS = { web: "web/src/app/container.ts", cli: "cli/src/container.ts" };

const isTest = (rel) => /\.test\.[cm]?tsx?$/.test(rel);
const within = (target, dir) => target === dir || target.startsWith(`${dir}/`);

function packageName(source) {
  if (source.startsWith("node:")) return source;
  const parts = source.split("/");
  return source.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function featureOf(rel) {
  const m = /^web\/src\/features\/([^/]+)/.exec(rel);
  return m ? m[1] : null;
}

function coreImport(rel, source, target) {
  if (target === null) {
    const allowed = isTest(rel) ? [...CORE_PACKAGES, ...CORE_TEST_PACKAGES] : CORE_PACKAGES;
    const name = packageName(source);
    return allowed.includes(name) ? null : `core must not import the package "${name}" (allowed: ${allowed.join(", ")})`;
  }
  return target.startsWith("core/") ? null : `core must not import "${target}" from outside core`;
}

function adapterImport(rel, target) {
  if (/^(web|cli)\//.test(target)) return `adapters must not import from ${target.split("/")[0]} ("${target}")`;
  const adapter = /^adapters\/([^/]+)\//.exec(rel)?.[1];
  if (adapter === "server" || !within(target, "adapters/server") || isTest(rel)) return null;
  return (
    `adapters/${adapter} must not import the server ("${target}"): the server composes adapters, not the other way round; ` +
    "move what both need into core (a port, a type or a rule) or into an adapter of its own"
  );
}

function featureImport(rel, target) {
  const from = featureOf(rel);
  const to = featureOf(target);
  if (from === null || to === null || from === to) return null;
  return `feature "${from}" must not import feature "${to}"; move shared code to web/src/components or core`;
}

function appImport(rel, target) {
  const area = /^web\/src\/(features|lib)\/([^/]+)/.exec(rel);
  if (area === null || !within(target, "web/src/app")) return null;
  const who = area[1] === "features" ? `feature "${area[2]}"` : `web/src/lib/${area[2]}`;
  return (
    `${who} must not import the app ("${target}"): app/ only composes features and lib, so importing it back makes a circle; ` +
    "move what both need out of app/ (into web/src/lib or the feature), or have app/ hand it in"
  );
}

function httpClientImport(rel, target) {
  const door = /^(web|cli)\/src\//.exec(rel)?.[1];
  if (!door || !/^adapters\/(?:http-client|api-contract)(?:\/|$)/.test(target)) return null;
  if (rel === CLIENT_ROOTS[door] || isTest(rel)) return null;
  return (
    `${door} must not import the HTTP client ("${target}") outside its composition root ${CLIENT_ROOTS[door]}: ` +
    "reach the server through an API port (core/ports/*-api.port.ts), which the root binds to adapters/http-client"
  );
}

/** Why `source`, imported by the project file `rel` (posix, relative to the root), breaks a rule; null if it does not. */
export function violation(rel, absFile, source) {
  const target = resolveTarget(absFile, source);
  const layer = rel.split("/")[0];
  if (layer === "core") return coreImport(rel, source, target);
  if (target === null) return null;
  if (layer === "adapters") return adapterImport(rel, target);
  return featureImport(rel, target) ?? appImport(rel, target) ?? httpClientImport(rel, target);
}

const boundaries = {
  meta: {
    type: "problem",
    docs: { description: "Enforce the layer and feature boundaries of docs/architecture.md" },
    schema: [],
  },
  create(context) {
    const abs = context.filename;
    const rel = projectPath(abs);
    return importVisitors((node, source) => {
      const message = violation(rel, abs, source.value);
      if (message) context.report({ node, message });
    });
  },
};

export default { rules: { boundaries, "no-port-cycles": portCycles } };
