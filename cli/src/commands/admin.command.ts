/**
 * `kul admin create <email>`, `kul admin kyc ...`, `kul admin referral cancel ...`, `kul admin gate ...` and `kul admin fees ...` (decisions.md "review": no back office, the
 * operators review KYC from the command line through admin-only routes).
 */
import type { Command } from "commander";
import { validateEmail } from "../../../core/account/credential-rules";
import { EXIT, refused, type CliContext } from "../cli-context";
import { runKycDecision, runKycList, runKycShow, type Decision } from "./admin-kyc";
import { registerAdminFees } from "./admin-fees";
import { registerAdminGate } from "./admin-gate";
import { registerAdminReferral } from "./admin-referral";

const collect = (value: string, previous: string[]) => [...previous, value];

export function register(program: Command, ctx: CliContext): void {
  const t = (key: string) => ctx.t(`cli-account:admin.${key}`);
  const admin = program.command("admin").description(t("summary")).addHelpText("after", t("examples"));

  admin
    .command("create <email>")
    .description(t("create.description"))
    .addHelpText("after", t("create.examples"))
    .action(ctx.action((email: string) => runCreate(ctx, email)));

  const kyc = admin.command("kyc").description(t("kyc.description")).addHelpText("after", t("kyc.examples"));
  kyc
    .command("list")
    .description(t("kyc.listDescription"))
    .option("--status <status>", t("kyc.statusOption"))
    .option("--limit <n>", t("kyc.limitOption"))
    .option("--offset <n>", t("kyc.offsetOption"))
    .action(ctx.action((options: unknown) => runKycList(ctx, options)));
  kyc
    .command("show <user>")
    .description(t("kyc.showDescription"))
    .action(ctx.action((who: string) => runKycShow(ctx, who)));
  for (const decision of ["approve", "reject", "request-change"] as const satisfies readonly Decision[]) {
    kyc
      .command(`${decision} <user>`)
      .description(t(`kyc.${decision === "request-change" ? "requestChange" : decision}Description`))
      .option("--detail <group.topic=text>", t("kyc.detailOption"), collect, [])
      .action(ctx.action((who: string, options: { detail: string[] }) => runKycDecision(ctx, decision, who, options.detail)));
  }
  registerAdminReferral(admin, ctx);
  registerAdminGate(admin, ctx);
  registerAdminFees(admin, ctx);
}

/** Makes a registered user an admin; only an admin may (the first one comes from ADMIN_EMAILS). */
async function runCreate(ctx: CliContext, raw: string): Promise<number> {
  const email = validateEmail(raw);
  if (email.isErr()) throw refused(email.error);
  const done = await ctx.unwrap((await ctx.api.account({ auth: true })).promoteToAdmin(email.value));
  if (ctx.out.json) ctx.out.data({ ok: true, email: done.email, role: done.role, promoted: done.promoted });
  else ctx.out.line(ctx.t(done.promoted ? "cli-account:admin.create.done" : "cli-account:admin.create.already", { email: done.email }));
  return EXIT.OK;
}
