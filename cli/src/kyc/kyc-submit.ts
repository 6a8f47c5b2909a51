/**
 * `kul kyc submit <form.json> [--docs <dir>]`: the local checks first (nothing is sent when a
 * rule fails), then each local document uploaded, then the form with the returned links, as
 * the web wizard does (spec 2 section 4).
 */
import { openAsBlob } from "node:fs";
import path from "node:path";
import { buildKycSubmission } from "../../../core/kyc/submission";
import type { KycDocumentField } from "../../../core/kyc/documents";
import type { CliContext } from "../cli-context";
import { EXIT } from "../context/exit-codes";
import { checkKycFormFile, reportIssues } from "./kyc-validate";

export async function runSubmit(ctx: CliContext, file: string, options: { docs?: string }): Promise<number> {
  const checked = checkKycFormFile(file, options.docs);
  if (checked.form === null) return reportIssues(ctx, checked.issues);
  const kyc = await ctx.api.kyc({ auth: true });
  const links: Partial<Record<KycDocumentField, string>> = {};
  const spinner = ctx.out.spinner(ctx.t("kyc.submit.uploading", { count: checked.loaded.documents.length }));
  try {
    for (const doc of checked.loaded.documents) {
      spinner.update(ctx.t("kyc.submit.uploadingOne", { field: doc.field, file: path.basename(doc.file) }));
      const blob = await openAsBlob(doc.file, { type: doc.contentType });
      const uploaded = await ctx.unwrap(kyc.uploadDocument(doc.field, blob, path.basename(doc.file)));
      links[doc.field] = uploaded.link;
    }
    const body = buildKycSubmission(checked.loaded.form, links);
    if (body.isErr()) return ctx.fail(body.error);
    spinner.update(ctx.t("kyc.submit.sending"));
    const kycStatus = await ctx.unwrap(kyc.submit(body.value));
    spinner.stop();
    if (ctx.out.json) ctx.out.data({ ok: true, kycStatus, uploaded: Object.keys(links) });
    else ctx.out.line(ctx.out.style.green(ctx.t("kyc.submit.done", { status: ctx.t(`kyc.statuses.${kycStatus}`) })));
    return EXIT.OK;
  } finally {
    spinner.stop();
  }
}
