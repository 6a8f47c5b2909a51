/**
 * `kul`, the KUL Swap command line. Builds the context from the global options, registers the
 * command being run (other commands appear in `--help` from the registry without being loaded),
 * and maps commander's usage errors to exit code 2.
 */
import { Command, CommanderError } from "commander";
import { createCliContext, EXIT } from "./cli-context";
import { COMMANDS } from "./commands/index";
import { isCliFailure } from "./context/exit-codes";
import { pickLanguage, createTranslator, errorMessage } from "./context/i18n";
import { createOutput } from "./context/output";
import { splitGlobalOptions, targetCommand, type GlobalOptions } from "./global-options";

const VERSION = "0.1.0";

function earlyFailure(argv: readonly string[], error: unknown): number {
  if (!isCliFailure(error)) throw error;
  const json = argv.includes("--json");
  const t = createTranslator(pickLanguage(undefined, process.env));
  const message = errorMessage(t, error.code, error.vars);
  if (json) process.stdout.write(`${JSON.stringify({ ok: false, error: { ...error.vars, code: error.code, message } })}\n`);
  else process.stderr.write(`${message}\n`);
  return error.exitCode;
}

export async function main(argv: readonly string[]): Promise<number> {
  let globals: GlobalOptions;
  try {
    globals = splitGlobalOptions(argv);
  } catch (error) {
    return earlyFailure(argv, error);
  }
  const out = createOutput({ json: globals.json, noColor: globals.noColor, env: process.env });
  const lang = pickLanguage(globals.lang, process.env);
  const ctx = createCliContext({ out, lang, env: process.env });
  let usageMessage = "";

  const program = new Command("kul")
    .description(ctx.t("main.description"))
    .version(VERSION, "-V, --version")
    .option("--json", ctx.t("main.options.json"))
    .option("--lang <lng>", ctx.t("main.options.lang"))
    .option("--no-color", ctx.t("main.options.noColor"))
    .addHelpText("after", ctx.t("main.examples"))
    .showHelpAfterError(!out.json)
    .exitOverride()
    .configureOutput({
      // With --json, a usage error becomes the JSON document on stdout instead of text on stderr.
      writeErr: (text) => (out.json ? (usageMessage += text) : process.stderr.write(text)),
      outputError: (text, write) => write(out.style.red(text)),
    });

  const target = targetCommand(globals.rest);
  const entry = COMMANDS.find((c) => c.name === target);
  if (entry) (await entry.load()).register(program, ctx);
  for (const c of COMMANDS) {
    if (entry && c.module === entry.module) continue;
    program.command(c.name).description(ctx.t(c.summary)).helpOption(false);
  }

  try {
    await program.parseAsync(globals.rest, { from: "user" });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === "commander.helpDisplayed" || error.code === "commander.version") return EXIT.OK;
    // `kul` alone prints help as an error (exit 1 in commander); we report it as bad usage.
    if (error.code === "commander.help") return error.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
    if (out.json) out.data({ ok: false, error: { code: "CLI_USAGE", message: usageMessage.trim() || error.message } });
    return EXIT.USAGE;
  }
  return ctx.exitCode;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`kul: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(EXIT.REFUSED);
  },
);
