/** `kul test suitability <answers.json>` and `kul test knowledge`: the two tests that unlock trading. */
import type { Command } from "commander";
import type { CliContext } from "../cli-context";
import { runKnowledgeTest } from "./test-knowledge";
import { runSuitabilityTest } from "./test-suitability";

export function register(program: Command, ctx: CliContext): void {
  const t = (key: string) => ctx.t(`cli-account:test.${key}`);
  const test = program.command("test").description(t("summary")).addHelpText("after", t("examples"));
  test
    .command("suitability <answers>")
    .description(t("suitability.description"))
    .option("--accept-risk", t("suitability.acceptRiskOption"))
    .addHelpText("after", t("suitability.examples"))
    .action(ctx.action((file: string, options: { acceptRisk?: boolean }) => runSuitabilityTest(ctx, file, options)));
  test
    .command("knowledge")
    .description(t("knowledge.description"))
    .option("--answers <file>", t("knowledge.answersOption"))
    .option("--list", t("knowledge.listOption"))
    .addHelpText("after", t("knowledge.examples"))
    .action(ctx.action((options: { answers?: string; list?: boolean }) => runKnowledgeTest(ctx, options)));
}
