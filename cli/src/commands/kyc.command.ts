/**
 * `kul kyc`: the identity checks (no server needed) and the KYC form: validate every rule
 * locally, submit it with its documents, read the status. The checks import only the
 * identity-number rules so they start fast; the form commands load the rest on demand.
 */
import type { Command } from "commander";
import { parseLaserCode, parseThaiIdCard } from "../../../core/kyc/identity-numbers";
import type { CliContext } from "../cli-context";
import { EXIT } from "../context/exit-codes";

function checkId(ctx: CliContext, input: string): number {
  const parsed = parseThaiIdCard(input);
  if (parsed.isErr()) {
    const reasonText = ctx.t(`kyc.checkId.reason.${parsed.error.reason}`);
    const code = ctx.fail({ ...parsed.error, reasonText }, EXIT.REFUSED);
    if (!ctx.out.json) ctx.out.warn(`  ${reasonText}`);
    return code;
  }
  if (ctx.out.json) ctx.out.data({ ok: true, id: parsed.value });
  else ctx.out.line(ctx.out.style.green(ctx.t("kyc.checkId.valid", { id: parsed.value })));
  return EXIT.OK;
}

function checkLaser(ctx: CliContext, input: string): number {
  const parsed = parseLaserCode(input);
  if (parsed.isErr()) {
    const hint = ctx.t("kyc.checkLaser.pattern");
    const code = ctx.fail({ ...parsed.error, hint }, EXIT.REFUSED);
    if (!ctx.out.json) ctx.out.warn(`  ${hint}`);
    return code;
  }
  if (ctx.out.json) ctx.out.data({ ok: true, laserCode: parsed.value });
  else ctx.out.line(ctx.out.style.green(ctx.t("kyc.checkLaser.valid", { code: parsed.value })));
  return EXIT.OK;
}

export function register(program: Command, ctx: CliContext): void {
  const kyc = program.command("kyc").description(ctx.t("kyc.description")).addHelpText("after", ctx.t("kyc.examples"));
  kyc
    .command("check-id")
    .argument("<id>", ctx.t("kyc.checkId.argument"))
    .description(ctx.t("kyc.checkId.description"))
    .action(ctx.action((id: string) => checkId(ctx, id)));
  kyc
    .command("check-laser")
    .argument("<code>", ctx.t("kyc.checkLaser.argument"))
    .description(ctx.t("kyc.checkLaser.description"))
    .action(ctx.action((code: string) => checkLaser(ctx, code)));
  kyc
    .command("validate")
    .argument("<form>", ctx.t("kyc.validate.argument"))
    .option("--docs <dir>", ctx.t("kyc.validate.docs"))
    .description(ctx.t("kyc.validate.description"))
    .addHelpText("after", ctx.t("kyc.validate.examples"))
    .action(ctx.action(async (file: string, options: { docs?: string }) => (await import("../kyc/kyc-validate")).runValidate(ctx, file, options)));
  kyc
    .command("submit")
    .argument("<form>", ctx.t("kyc.validate.argument"))
    .option("--docs <dir>", ctx.t("kyc.validate.docs"))
    .description(ctx.t("kyc.submit.description"))
    .addHelpText("after", ctx.t("kyc.submit.examples"))
    .action(ctx.action(async (file: string, options: { docs?: string }) => (await import("../kyc/kyc-submit")).runSubmit(ctx, file, options)));
  kyc
    .command("status")
    .description(ctx.t("kyc.status.description"))
    .action(ctx.action(async () => (await import("../kyc/kyc-status")).runStatus(ctx)));
}
