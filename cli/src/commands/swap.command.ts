/** `kul swap <from> <to> --amount X | --receive Y [...]`: see market/swap-flow.ts. */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import type { SwapOptions } from "../market/swap-flow";
import { tradeCommand } from "./trade-arguments";

export function register(program: Command, ctx: CliContext): void {
  tradeCommand(program, ctx, "swap")
    .option("--deadline <minutes>", ctx.t("swap.options.deadline"))
    .option("--adapter <library>", ctx.t("swap.options.adapter"))
    .option("-y, --yes", ctx.t("swap.options.yes"))
    .option("--objective <objective>", ctx.t("swap.options.objective"))
    .option("--reason <text>", ctx.t("swap.options.reason"))
    .action(ctx.action(async (from: string, to: string, raw: SwapOptions) => (await import("../market/swap-flow")).runSwap(ctx, from, to, raw)));
}
