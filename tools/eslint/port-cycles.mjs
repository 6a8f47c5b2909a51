// `architecture/no-port-cycles`: no port file in core/ports imports itself, directly or through
// other port files. ESLint sees one file at a time, so the imports of the other port files are
// read from disk once and kept while none of them changes (an editor's ESLint lives for long);
// the file being linted brings its own imports from ESLint's AST, so unsaved text counts.
import fs from "node:fs";
import path from "node:path";
import tseslint from "typescript-eslint";
import { ROOT, importVisitors, importsOf, projectPath, resolveTarget } from "./imports.mjs";

const PORTS = "core/ports";

/** The graph id of a project path if it is a port file ("core/ports/chain.port"), else null. */
export function portId(rel) {
  const id = rel.replace(/\.(?:[cm]?tsx?|[cm]?js)$/, "");
  return id.startsWith(`${PORTS}/`) && !id.slice(PORTS.length + 1).includes("/") && !id.endsWith(".test") ? id : null;
}

/** The port files `abs` imports, from its import-like nodes. */
function portTargets(abs, imports) {
  const targets = [];
  for (const { node, source } of imports) {
    const target = resolveTarget(abs, source.value);
    const id = target === null ? null : portId(target);
    if (id !== null) targets.push({ node, id });
  }
  return targets;
}

let cached = { signature: "", edges: new Map() };

/** Each port file on disk and the port files it imports: read again only when a file changed. */
function diskGraph() {
  const dir = path.join(ROOT, PORTS);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => portId(`${PORTS}/${name}`) !== null).sort() : [];
  const signature = names.map((name) => `${name}@${fs.statSync(path.join(dir, name)).mtimeMs}`).join("|");
  if (signature === cached.signature) return cached.edges;
  const edges = new Map();
  for (const name of names) {
    const abs = path.join(dir, name);
    let imports = [];
    try {
      const { ast } = tseslint.parser.parseForESLint(fs.readFileSync(abs, "utf8"), { jsx: name.endsWith("x"), filePath: abs });
      imports = importsOf(ast);
    } catch {
      // A file that does not parse gets its own parse error when it is linted.
    }
    edges.set(portId(`${PORTS}/${name}`), portTargets(abs, imports).map((edge) => edge.id));
  }
  cached = { signature, edges };
  return edges;
}

/**
 * The shortest import path from port `from` to port `to` ([from, ..., to]), or null if there is none.
 * @example pathBetween((id) => graph.get(id) ?? [], "core/ports/b.port", "core/ports/a.port")
 */
export function pathBetween(importsOfPort, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift();
    if (id === to) {
      const steps = [];
      for (let at = id; at !== null; at = cameFrom.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of importsOfPort(id)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, id);
        queue.push(next);
      }
    }
  }
  return null;
}

const shortName = (id) => id.slice(PORTS.length + 1);

export default {
  meta: {
    type: "problem",
    docs: { description: "Refuse an import circle among the port files of core/ports" },
    schema: [],
  },
  create(context) {
    const abs = context.filename;
    const self = portId(projectPath(abs));
    if (self === null) return {};
    const imports = [];
    return {
      ...importVisitors((node, source) => imports.push({ node, source })),
      "Program:exit"() {
        const own = portTargets(abs, imports);
        if (own.length === 0) return;
        const disk = diskGraph();
        const importsOfPort = (id) => (id === self ? own.map((edge) => edge.id) : (disk.get(id) ?? []));
        for (const { node, id } of own) {
          const back = pathBetween(importsOfPort, id, self);
          if (back === null) continue;
          const circle = [self, ...back].map(shortName).join(" -> ");
          context.report({
            node,
            message:
              `import circle in core/ports: ${circle}; ` +
              "move the types both sides need into a port file of their own that imports neither",
          });
        }
      },
    };
  },
};
