/** `kul test suitability <answers.json>`: the 14 answers checked by the core rules, scored by the server. */
import { readFile } from "node:fs/promises";
import { parseSuitabilitySubmission } from "../../../core/assessment/suitability-scoring";
import type { SuitabilitySubmission } from "../../../core/assessment/suitability-submission.schema";
import { EXIT, refused, usageError, type CliContext } from "../cli-context";

async function readSubmission(file: string, acceptRisk: boolean): Promise<SuitabilitySubmission> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch {
    throw usageError("CLI_FILE_UNREADABLE", { file });
  }
  // The acknowledgement may come from the file or from --accept-risk; absent means not accepted.
  const isObject = typeof json === "object" && json !== null && !Array.isArray(json);
  const withAck = isObject ? { isAcceptAcknowledgeRisk: false, ...(json as object), ...(acceptRisk ? { isAcceptAcknowledgeRisk: true } : {}) } : json;
  const parsed = parseSuitabilitySubmission(withAck);
  if (parsed.isErr()) throw refused(parsed.error.code, {}, parsed.error.issues);
  return parsed.value;
}

export async function runSuitabilityTest(ctx: CliContext, file: string, options: Readonly<{ acceptRisk?: boolean }>): Promise<number> {
  const submission = await readSubmission(file, options.acceptRisk === true);
  const tests = await ctx.api.assessment({ auth: true });
  let result = await tests.submitSuitabilityTest(submission);
  if (result.isErr() && result.error.code === "RISK_ACKNOWLEDGEMENT_REQUIRED" && ctx.out.interactive) {
    // Only on a TTY: the user reads the level and accepts the risk, as on the web page.
    const level = String(result.error.details?.riskLevel ?? "");
    const { confirm } = await ctx.prompts("--accept-risk");
    const accepted = await confirm({ message: ctx.t("cli-account:test.suitability.acceptRisk", { level }), default: false }, { output: process.stderr });
    if (accepted) result = await tests.submitSuitabilityTest({ ...submission, isAcceptAcknowledgeRisk: true });
  }
  const scored = await ctx.unwrap(Promise.resolve(result));
  if (ctx.out.json) ctx.out.data({ ok: true, suitabilityTestPoint: scored.suitabilityTestPoint, riskLevel: scored.riskLevel });
  else {
    const level = ctx.t(`cli-account:test.riskLevel.${scored.riskLevel}`);
    ctx.out.line(ctx.t("cli-account:test.suitability.done", { point: scored.suitabilityTestPoint, level }));
  }
  return EXIT.OK;
}
