/** `kul admin kyc list | show | approve | reject | request-change`: operator review through the admin routes. */
import { z } from "zod";
import { KYC_STATUSES } from "../../../core/account/user";
import type { KycReviewApiPort } from "../../../core/ports/kyc-api.port";
import type { KycLogItem } from "../../../core/ports/kyc-storage.port";
import { EXIT, refused, usageError, type CliContext } from "../cli-context";
import { optionInvalid } from "./account-options";
import { parseDetail } from "./admin-details";

const PAGE = 100;

const listOptionsSchema = z.object({
  status: z.enum(KYC_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A user named by id, or by email (looked up in the submissions list, every status). */
async function resolveUser(ctx: CliContext, review: KycReviewApiPort, who: string): Promise<string> {
  if (!who.includes("@")) return who;
  const email = who.trim().toLowerCase();
  for (let offset = 0; ; offset += PAGE) {
    const items = await ctx.unwrap(review.submissions({ limit: PAGE, offset }));
    const found = items.find((i) => i.email === email);
    if (found) return found.userId;
    if (items.length < PAGE) throw refused("KYC_SUBMISSION_NOT_FOUND", { email });
  }
}

function details(options: readonly string[]): KycLogItem[] {
  return options.map((option) => {
    const item = parseDetail(option);
    if (item === null) throw usageError("ADMIN_DETAIL_INVALID", { value: option });
    return item;
  });
}

export async function runKycList(ctx: CliContext, raw: unknown): Promise<number> {
  const parsed = listOptionsSchema.safeParse(raw);
  if (!parsed.success) throw optionInvalid(parsed.error);
  const items = await ctx.unwrap((await ctx.api.kycReview({ auth: true })).submissions(parsed.data));
  if (ctx.out.json) ctx.out.data({ ok: true, items });
  else if (items.length === 0) ctx.out.line(ctx.t("cli-account:admin.kyc.empty"));
  for (const i of ctx.out.json ? [] : items) {
    ctx.out.line(`${i.userId}  ${i.email}  ${i.kycStatus}  ${i.customerType}  ${new Date(i.submittedAt).toISOString()}`);
  }
  return EXIT.OK;
}

export async function runKycShow(ctx: CliContext, who: string): Promise<number> {
  const review = await ctx.api.kycReview({ auth: true });
  const detail = await ctx.unwrap(review.submission(await resolveUser(ctx, review, who)));
  if (ctx.out.json) {
    // `success: true` belongs to this command's JSON output, which scripts read.
    ctx.out.data({ ok: true, success: true, ...detail });
    return EXIT.OK;
  }
  const t = (key: string, vars?: Record<string, unknown>) => ctx.t(`cli-account:admin.kyc.${key}`, vars);
  ctx.out.line(ctx.out.style.bold(`${detail.email} (${detail.userId})`));
  ctx.out.line(t("status", { status: detail.kycStatus, type: detail.customerType }));
  ctx.out.line(t("submitted", { at: new Date(detail.submittedAt).toISOString() }));
  ctx.out.line(ctx.out.style.bold(t("form")));
  for (const [field, value] of Object.entries(detail.data)) ctx.out.line(`  ${field}: ${String(value)}`);
  ctx.out.line(ctx.out.style.bold(t("documents")));
  for (const d of detail.documents) ctx.out.line(`  ${d.name}  ${d.contentType}  ${d.size} B  ${d.link}`);
  if (detail.logData.length > 0) ctx.out.line(ctx.out.style.bold(t("log")));
  for (const l of detail.logData) ctx.out.line(`  ${l.group}.${l.topic}: ${l.detail}`);
  if (detail.sameIdentity.length > 0) ctx.out.line(ctx.out.style.bold(t("sameIdentity")));
  for (const u of detail.sameIdentity) ctx.out.line(`  ${t("sameIdentityItem", { email: u.email, userId: u.userId, status: u.kycStatus, at: new Date(u.usedAt).toISOString() })}`);
  return EXIT.OK;
}

export type Decision = "approve" | "reject" | "request-change";

/** Approve, reject or request changes; request-change needs at least one `--detail group.topic=text`. */
export async function runKycDecision(ctx: CliContext, decision: Decision, who: string, detailOptions: readonly string[]): Promise<number> {
  const items = details(detailOptions);
  if (decision === "request-change" && items.length === 0) throw usageError("CLI_MISSING_VALUE", { name: "--detail" });
  const review = await ctx.api.kycReview({ auth: true });
  const userId = await resolveUser(ctx, review, who);
  const call = decision === "approve" ? review.approve : decision === "reject" ? review.reject : review.requestChange;
  const done = await ctx.unwrap(call(userId, items));
  if (ctx.out.json) ctx.out.data({ ok: true, userId, kycStatus: done.kycStatus, rewardGranted: done.rewardGranted });
  else ctx.out.line(ctx.t("cli-account:admin.kyc.decided", { userId, status: done.kycStatus }));
  return EXIT.OK;
}
