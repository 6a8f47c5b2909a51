import type { Command } from "commander";
import type { CliContext } from "../cli-context";

/** The arguments and options `kul quote` and `kul swap` share: the pair, one amount side, speed and slippage. */
export function tradeCommand(program: Command, ctx: CliContext, name: "quote" | "swap"): Command {
  return program
    .command(name)
    .argument("<from>", ctx.t("quote.from"))
    .argument("<to>", ctx.t("quote.to"))
    .option("--amount <amount>", ctx.t("quote.options.amount"))
    .option("--receive <amount>", ctx.t("quote.options.receive"))
    .option("--speed <speed>", ctx.t("quote.options.speed"))
    .option("--slippage <percent>", ctx.t("quote.options.slippage"))
    .description(ctx.t(`${name}.description`))
    .addHelpText("after", ctx.t(`${name}.examples`));
}
