/** `kul config [show | set <key> <value> | unset <key>]`: the settings file (API URL, network, RPC URL...). */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import { EXIT, usageError } from "../context/exit-codes";

async function show(ctx: CliContext): Promise<number> {
  const store = await ctx.configStore();
  const effective = await ctx.config();
  if (ctx.out.json) ctx.out.data({ ok: true, file: store.file, stored: store.readFile(), effective });
  else {
    ctx.out.line(ctx.t("config.file", { file: store.file }));
    for (const [key, value] of Object.entries(effective)) ctx.out.line(`  ${key.padEnd(15)} ${String(value)}`);
  }
  return EXIT.OK;
}

async function change(ctx: CliContext, key: string, value: string | undefined): Promise<number> {
  const { CLI_CONFIG_KEYS } = await import("../../../adapters/storage/file/cli-config.store");
  const known = CLI_CONFIG_KEYS.find((k) => k === key);
  if (!known) throw usageError("CLI_CONFIG_KEY_UNKNOWN", { key, keys: CLI_CONFIG_KEYS });
  const stored = (await ctx.configStore()).update({ [known]: value });
  if (ctx.out.json) ctx.out.data({ ok: true, stored });
  else ctx.out.line(ctx.t(value === undefined ? "config.unset" : "config.set", { key, value }));
  return EXIT.OK;
}

export function register(program: Command, ctx: CliContext): void {
  const config = program.command("config").description(ctx.t("config.description")).addHelpText("after", ctx.t("config.examples"));
  config.command("show", { isDefault: true }).description(ctx.t("config.show")).action(ctx.action(() => show(ctx)));
  config
    .command("set")
    .argument("<key>", ctx.t("config.key"))
    .argument("<value>", ctx.t("config.value"))
    .description(ctx.t("config.setDescription"))
    .action(ctx.action((key: string, value: string) => change(ctx, key, value)));
  config
    .command("unset")
    .argument("<key>", ctx.t("config.key"))
    .description(ctx.t("config.unsetDescription"))
    .action(ctx.action((key: string) => change(ctx, key, undefined)));
}
