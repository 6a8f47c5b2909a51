/**
 * `kul kyc validate <form.json>`: every KYC rule the server applies (the same core parser and
 * the same shipped reference lists, on today's Asia/Bangkok date), each failure with its field
 * and message. No server needed.
 */
import path from "node:path";
import { bangkokIsoDate } from "../../../core/shared/bangkok-time";
import { parseKycForm } from "../../../core/kyc/kyc-form-parse";
import type { CompleteKycForm } from "../../../core/kyc/kyc-form.schema";
import { readReferenceData, REFERENCE_DATA_PATH } from "../../../adapters/reference-data/reference-data";
import type { CliContext } from "../cli-context";
import { EXIT } from "../context/exit-codes";
import { errorMessage } from "../context/i18n";
import { ROOT } from "../paths";
import { loadKycFormFile, type FormIssue, type LoadedForm } from "./kyc-form-file";

/** The reference lists the server ships (read from their folder: the bundle moves this code elsewhere). */
const STATIC_DIR = path.join(ROOT, REFERENCE_DATA_PATH);

export type CheckedForm = Readonly<{ loaded: LoadedForm; form: CompleteKycForm | null; issues: readonly FormIssue[] }>;

/** Reads the file and runs every rule; issues are in form order, document problems first. */
export function checkKycFormFile(file: string, docsDir: string | undefined, now: number = Date.now()): CheckedForm {
  const loaded = loadKycFormFile(file, docsDir);
  const reference = readReferenceData(STATIC_DIR).kyc;
  const parsed = parseKycForm(loaded.form, { reference, today: bangkokIsoDate(now) });
  const documentFields = new Set(loaded.issues.map((i) => i.field));
  const ruleIssues: FormIssue[] = parsed.isErr()
    ? Object.entries(parsed.error)
        .filter(([field]) => !documentFields.has(field))
        .map(([field, code]) => ({ field, code: String(code) }))
    : [];
  const issues = [...loaded.issues, ...ruleIssues];
  return { loaded, form: parsed.isOk() && issues.length === 0 ? parsed.value : null, issues };
}

/** Prints the issues (human list, or the JSON error with every issue) and returns exit 1. */
export function reportIssues(ctx: CliContext, issues: readonly FormIssue[]): number {
  const listed = issues.map((i) => ({ field: i.field, code: i.code, message: errorMessage(ctx.t, i.code, i.vars) }));
  if (ctx.out.json) return ctx.fail({ code: "KYC_FORM_INVALID", issues: listed }, EXIT.REFUSED);
  ctx.out.line(ctx.out.style.red(ctx.t("kyc.validate.invalid", { count: issues.length })));
  for (const issue of listed) ctx.out.line(`  ${ctx.out.style.bold(issue.field)}: ${issue.message} ${ctx.out.style.dim(`(${issue.code})`)}`);
  return EXIT.REFUSED;
}

export async function runValidate(ctx: CliContext, file: string, options: { docs?: string }): Promise<number> {
  const checked = checkKycFormFile(file, options.docs);
  if (checked.form === null) return reportIssues(ctx, checked.issues);
  const documents = checked.loaded.documents.map((d) => ({ field: d.field, file: d.file, contentType: d.contentType, size: d.size }));
  if (ctx.out.json) ctx.out.data({ ok: true, valid: true, customerType: checked.form.customerType, documents });
  else {
    ctx.out.line(ctx.out.style.green(ctx.t("kyc.validate.valid", { customerType: checked.form.customerType })));
    for (const d of documents) ctx.out.line(`  ${d.field}: ${d.file} (${d.contentType})`);
  }
  return EXIT.OK;
}
