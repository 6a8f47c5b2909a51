/**
 * The command registry. main reads it to list commands in `--help` without loading them, and
 * loads only the module of the command being run, so each command's dependencies (ethers, zod,
 * the HTTP client, Hardhat...) cost nothing to the others.
 *
 * A command module (`cli/src/commands/<verb>.command.ts`) exports:
 *
 *   export function register(program: Command, ctx: CliContext): void {
 *     program.command("tokens").description(ctx.t("tokens.description"))
 *       .addHelpText("after", ctx.t("tokens.examples"))
 *       .action(ctx.action(async (options) => { ...; return EXIT.OK; }));
 *   }
 *
 * It adds its top-level command (with any subcommands) to `program`. Options are parsed with zod
 * inside the action; the action returns an exit code or throws `usageError` / `refused`.
 * Global options (--json, --lang, --no-color) are handled by main: use `ctx.out` and `ctx.lang`.
 * Several registry entries may share one module (same `module` value): it registers them all.
 */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";

export type CommandModule = Readonly<{ register(program: Command, ctx: CliContext): void }>;

export type CommandEntry = Readonly<{
  /** The top-level word (`kul <name> ...`). */
  name: string;
  /** Key in a locales namespace for the one-line summary in `kul --help` (`cli.json` unless `ns:` is given). */
  summary: string;
  /** Which module registers it (entries sharing a module are registered together). */
  module: string;
  load: () => Promise<CommandModule>;
}>;

export const COMMANDS: readonly CommandEntry[] = [
  { name: "up", summary: "up.summary", module: "up", load: () => import("./up.command") },
  { name: "tokens", summary: "tokens.summary", module: "market", load: () => import("./market.command") },
  { name: "balances", summary: "balances.summary", module: "market", load: () => import("./market.command") },
  { name: "quote", summary: "quote.summary", module: "quote", load: () => import("./quote.command") },
  { name: "approve", summary: "approve.summary", module: "approve", load: () => import("./approve.command") },
  { name: "swap", summary: "swap.summary", module: "swap", load: () => import("./swap.command") },
  { name: "kyc", summary: "kyc.summary", module: "kyc", load: () => import("./kyc.command") },
  { name: "config", summary: "config.summary", module: "config", load: () => import("./config.command") },
  { name: "account", summary: "cli-account:account.summary", module: "account", load: () => import("./account.command") },
  { name: "test", summary: "cli-account:test.summary", module: "test", load: () => import("./test.command") },
  { name: "referral", summary: "cli-account:referral.summary", module: "referral", load: () => import("./referral.command") },
  { name: "history", summary: "cli-account:history.summary", module: "history", load: () => import("./history.command") },
  { name: "admin", summary: "cli-account:admin.summary", module: "admin", load: () => import("./admin.command") },
  { name: "dev", summary: "cli-account:dev.summary", module: "dev", load: () => import("./dev.command") },
];
