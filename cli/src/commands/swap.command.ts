/** `kul swap <from> <to> --amount X | --receive Y [...]`: see market/swap-flow.ts. */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import type { SwapOptions } from "../market/swap-flow";

export function register(program: Command, ctx: CliContext): void {
  program
    .command("swap")
    .argument("<from>", ctx.t("quote.from"))
    .argument("<to>", ctx.t("quote.to"))
    .option("--amount <amount>", ctx.t("quote.options.amount"))
    .option("--receive <amount>", ctx.t("quote.options.receive"))
    .option("--slippage <percent>", ctx.t("quote.options.slippage"))
    .option("--deadline <minutes>", ctx.t("swap.options.deadline"))
    .option("--speed <speed>", ctx.t("quote.options.speed"))
    .option("--adapter <library>", ctx.t("swap.options.adapter"))
    .option("-y, --yes", ctx.t("swap.options.yes"))
    .description(ctx.t("swap.description"))
    .addHelpText("after", ctx.t("swap.examples"))
    .action(ctx.action(async (from: string, to: string, raw: SwapOptions) => (await import("../market/swap-flow")).runSwap(ctx, from, to, raw)));
}
