/**
 * `kul test knowledge`: the drawn questions answered one by one on a TTY, or from `--answers
 * <file>` in scripts (`--list` prints the drawn questions and their ids first).
 */
import { readFile } from "node:fs/promises";
import type { DrawnKnowledgeQuestion, KnowledgeAnswer } from "../../../core/ports/assessment-api.port";
import { EXIT, refused, usageError, type CliContext } from "../cli-context";
import { knowledgeAnswersFileSchema, knowledgeSubmission } from "./test-answers";

type Options = Readonly<{ answers?: string; list?: boolean }>;

async function answersFromFile(file: string): Promise<KnowledgeAnswer[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch {
    throw usageError("CLI_FILE_UNREADABLE", { file });
  }
  const parsed = knowledgeAnswersFileSchema.safeParse(json);
  if (!parsed.success) throw refused("KNOWLEDGE_ANSWERS_FILE_INVALID", { file });
  return knowledgeSubmission(parsed.data);
}

async function answersByPrompt(ctx: CliContext, drawn: readonly DrawnKnowledgeQuestion[]): Promise<KnowledgeAnswer[]> {
  const { select } = await ctx.prompts("--answers");
  const answers: KnowledgeAnswer[] = [];
  for (const [i, question] of drawn.entries()) {
    const message = `${i + 1}/${drawn.length} ${question.q[ctx.lang]}`;
    const choices = question.answers.map((a) => ({ name: a.text[ctx.lang], value: a.key }));
    answers.push({ Q: question.Q, A: [{ text: await select({ message, choices }, { output: process.stderr }) }] });
  }
  return answers;
}

function printQuestions(ctx: CliContext, drawn: readonly DrawnKnowledgeQuestion[]): void {
  drawn.forEach((question, i) => {
    ctx.out.line(ctx.out.style.bold(`${i + 1}. [${question.Q}] ${question.q[ctx.lang]}`));
    for (const a of question.answers) ctx.out.line(`   ${a.key}  ${a.text[ctx.lang]}`);
  });
}

export async function runKnowledgeTest(ctx: CliContext, options: Options): Promise<number> {
  const tests = await ctx.api.assessment({ auth: true });
  // The server keeps one draw until it is answered, so listing first and answering later match.
  const drawn = await ctx.unwrap(tests.drawKnowledgeTest());
  if (options.list) {
    if (ctx.out.json) ctx.out.data({ ok: true, questions: drawn });
    else printQuestions(ctx, drawn);
    return EXIT.OK;
  }
  const body = options.answers !== undefined ? await answersFromFile(options.answers) : await answersByPrompt(ctx, drawn);
  const spinner = ctx.out.spinner(ctx.t("cli-account:test.knowledge.submitting"));
  const scored = await ctx.unwrap(tests.submitKnowledgeTest(body)).finally(() => spinner.stop());
  if (ctx.out.json) ctx.out.data({ ok: true, knowledgeTestPoint: scored.knowledgeTestPoint, total: scored.total });
  else ctx.out.line(ctx.t("cli-account:test.knowledge.done", { point: scored.knowledgeTestPoint, total: scored.total }));
  return EXIT.OK;
}
