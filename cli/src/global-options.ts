/**
 * The options every command takes (--json, --lang, --no-color), read before commander so the
 * context (output mode, language) exists before any command module is loaded, and removed from
 * argv so each command declares only its own options.
 */
import { usageError } from "./context/exit-codes";

export type GlobalOptions = Readonly<{ json: boolean; lang: string | undefined; noColor: boolean; rest: string[] }>;

export function splitGlobalOptions(argv: readonly string[]): GlobalOptions {
  let json = false;
  let noColor = false;
  let lang: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === "--json") json = true;
    else if (arg === "--no-color") noColor = true;
    else if (arg === "--lang") lang = argv[++i] ?? "";
    else if (arg.startsWith("--lang=")) lang = arg.slice("--lang=".length);
    else rest.push(arg);
  }
  if (lang !== undefined && lang !== "en" && lang !== "th") throw usageError("CLI_LANGUAGE_INVALID", { value: lang });
  return { json, lang, noColor, rest };
}

/** The command word being run: the first non-option argument (`kul help swap` asks about swap). */
export function targetCommand(rest: readonly string[]): string | undefined {
  const words = rest.filter((a) => !a.startsWith("-"));
  return words[0] === "help" ? words[1] : words[0];
}
