/**
 * `kul dev outbox`: the mails the local stack kept instead of sending (GET /dev/outbox, local
 * environment only), so a developer or a script can follow confirmation and reset links.
 */
import type { Command } from "commander";
import { z } from "zod";
import { MAIL_KINDS } from "../../../core/ports/mail.port";
import { EXIT, refused, type CliContext } from "../cli-context";
import { optionInvalid } from "./account-options";
import { mailLink } from "./dev-outbox-link";

const outboxOptionsSchema = z.object({
  to: z.string().max(254).optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  link: z.boolean().default(false),
});

export function register(program: Command, ctx: CliContext): void {
  const t = (key: string) => ctx.t(`cli-account:dev.${key}`);
  const dev = program.command("dev").description(t("summary"));
  dev
    .command("outbox")
    .description(t("outbox.description"))
    .option("--to <email>", t("outbox.to"))
    .option("--kind <kind>", t("outbox.kind"))
    .option("--limit <n>", t("outbox.limit"))
    .option("--link", t("outbox.link"))
    .addHelpText("after", t("outbox.examples"))
    .action(ctx.action((options: unknown) => runOutbox(ctx, options)));
}

async function runOutbox(ctx: CliContext, raw: unknown): Promise<number> {
  const parsed = outboxOptionsSchema.safeParse(raw);
  if (!parsed.success) throw optionInvalid(parsed.error);
  const options = parsed.data;
  const outbox = await ctx.unwrap((await ctx.api.account()).outbox({ ...(options.to === undefined ? {} : { to: options.to }), limit: options.limit }));
  const mails = outbox.filter((m) => options.kind === undefined || m.kind === options.kind).map((m) => ({ ...m, link: mailLink(m.text) }));
  if (options.link) {
    // The newest matching mail's link alone, for `kul account confirm "$(kul dev outbox --to me --link)"`.
    const link = mails[0]?.link;
    if (link === undefined || link === null) throw refused("OUTBOX_MAIL_NOT_FOUND");
    if (ctx.out.json) ctx.out.data({ ok: true, link, mail: mails[0] });
    else ctx.out.line(link);
    return EXIT.OK;
  }
  if (ctx.out.json) {
    ctx.out.data({ ok: true, mails: mails.map(({ html: _html, ...m }) => m) });
    return EXIT.OK;
  }
  if (mails.length === 0) ctx.out.line(t(ctx, "empty"));
  for (const m of mails) {
    ctx.out.line(ctx.out.style.bold(`${new Date(m.createdAt).toISOString()}  ${m.kind}  ${m.to}`));
    ctx.out.line(`  ${m.subject}`);
    if (m.link) ctx.out.line(`  ${m.link}`);
  }
  return EXIT.OK;
}

const t = (ctx: CliContext, key: string) => ctx.t(`cli-account:dev.outbox.${key}`);
