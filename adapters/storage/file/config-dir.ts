import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

type Env = Readonly<Record<string, string | undefined>>;

/** The CLI's folder: $KUL_CONFIG_DIR, else $XDG_CONFIG_HOME/kul, else ~/.config/kul. */
export function configDir(env: Env): string {
  if (env.KUL_CONFIG_DIR) return path.resolve(env.KUL_CONFIG_DIR);
  const base = env.XDG_CONFIG_HOME ? path.resolve(env.XDG_CONFIG_HOME) : path.join(os.homedir(), ".config");
  return path.join(base, "kul");
}

/** A file's parsed JSON, or undefined when it does not exist; throws on unreadable JSON. */
export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return undefined;
    throw error;
  }
  return JSON.parse(text) as unknown;
}

/**
 * Writes JSON through a temporary file and a rename so a crash never leaves half a file, with the
 * given mode (0600 for secrets) set explicitly because `mode` only applies when a file is created.
 */
export function writeJsonFile(file: string, value: unknown, mode: number): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode });
  chmodSync(temporary, mode);
  renameSync(temporary, file);
}
