/**
 * A KYC form read from a JSON file for `kul kyc validate` and `submit`. Document fields hold
 * either a link already uploaded (http/https) or a local file path, relative to `--docs` or
 * else to the form file's folder. Local files are checked like the server checks uploads
 * (size limit per kind, type and structure by content) and stand in the form as picked files.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { KYC_DOCUMENT_FIELDS, type KycDocumentField } from "../../../core/kyc/documents";
import type { KycForm, PendingFile } from "../../../core/kyc/kyc-form.schema";
import { checkKycFile, checkKycUpload } from "../../../core/kyc/uploads";
import { usageError } from "../context/exit-codes";

/** One failed rule: the form field, the error code and its values (for the message). */
export type FormIssue = Readonly<{ field: string; code: string; vars?: Readonly<Record<string, unknown>> }>;
/** A local file to upload for a document field. */
export type LocalDocument = Readonly<{ field: KycDocumentField; file: string; contentType: string; size: number }>;

export type LoadedForm = Readonly<{ form: KycForm; documents: readonly LocalDocument[]; issues: readonly FormIssue[] }>;

const formFileSchema = z.record(z.string(), z.unknown());

/** Reads and shape-checks the form file; a missing or non-JSON file is bad usage (exit 2). */
export function readFormFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw usageError("CLI_FILE_UNREADABLE", { file });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw usageError("CLI_FILE_NOT_JSON", { file });
  }
  const parsed = formFileSchema.safeParse(json);
  if (!parsed.success) throw usageError("CLI_FILE_NOT_JSON", { file });
  return parsed.data;
}

function localDocument(field: KycDocumentField, file: string): LocalDocument | FormIssue {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return { field, code: "CLI_DOCUMENT_MISSING", vars: { file } };
    size = stat.size;
  } catch {
    return { field, code: "CLI_DOCUMENT_MISSING", vars: { file } };
  }
  // A file over the limit is refused by its size alone; a smaller one (10 MB at most) is read whole
  // for the structure check the server runs too.
  const oversize = checkKycUpload(field, { size, head: new Uint8Array() });
  const checked = oversize.isErr() && oversize.error.code === "KYC_FILE_TOO_LARGE" ? oversize : checkKycFile(field, readFileSync(file));
  if (checked.isErr()) return { field, code: checked.error.code, vars: { ...checked.error } };
  return { field, file, contentType: checked.value.contentType, size };
}

/** The form with local documents resolved and checked; rule checks are left to parseKycForm. */
export function loadKycFormFile(file: string, docsDir?: string): LoadedForm {
  const raw = readFormFile(file);
  const base = path.resolve(docsDir ?? path.dirname(path.resolve(file)));
  const form: Record<string, unknown> = { ...raw };
  const documents: LocalDocument[] = [];
  const issues: FormIssue[] = [];
  for (const field of KYC_DOCUMENT_FIELDS) {
    const value = raw[field];
    if (typeof value !== "string" || value.trim() === "" || /^https?:\/\//i.test(value)) continue;
    const resolved = localDocument(field, path.resolve(base, value));
    if ("code" in resolved) {
      issues.push(resolved);
      // Still counts as filled, so the form rules do not add a second "required" for it.
      form[field] = { name: path.basename(value), size: 0, type: "application/octet-stream" } satisfies PendingFile;
      continue;
    }
    documents.push(resolved);
    form[field] = { name: path.basename(resolved.file), size: resolved.size, type: resolved.contentType } satisfies PendingFile;
  }
  return { form: form as KycForm, documents, issues };
}
