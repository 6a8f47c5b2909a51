import path from "node:path";
import { ESLint } from "eslint";

/** The repository root. */
export const root = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: root });

/**
 * Messages of one architecture rule for `code` placed at the project path `file` (which need not exist).
 * @example await ruleMessages("boundaries", "core/exchange/probe.ts", 'import "react";')
 */
export async function ruleMessages(rule: "boundaries" | "no-port-cycles", file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === `architecture/${rule}`).map((m) => m.message);
}
