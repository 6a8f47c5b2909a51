// Types of what the architecture tests import from port-cycles.mjs.
import type { Rule } from "eslint";

/** The graph id of a project path if it is a port file ("core/ports/chain.port"), else null. */
export function portId(rel: string): string | null;
/** The shortest import path from port `from` to port `to` ([from, ..., to]), or null if there is none. */
export function pathBetween(importsOfPort: (id: string) => readonly string[], from: string, to: string): string[] | null;

declare const noPortCycles: Rule.RuleModule;
export default noPortCycles;
