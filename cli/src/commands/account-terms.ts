import { needsLegalAcceptance, type LegalStatus } from "../../../core/legal/legal-acceptance";
import { EXIT, type CliContext } from "../cli-context";

/** An epoch-ms time as the app writes dates, DD-MM-YYYY (UTC). */
function dayMonthYear(ms: number): string {
  const [year, month, day] = new Date(ms).toISOString().slice(0, 10).split("-");
  return `${day}-${month}-${year}`;
}

function printStatus(ctx: CliContext, legal: LegalStatus, termsUrl: string): void {
  const t = (key: string, vars?: Record<string, unknown>) => ctx.t(`cli-account:account.terms.${key}`, vars);
  ctx.out.line(t("current", { ...legal.current, url: termsUrl }));
  const accepted = legal.accepted;
  ctx.out.line(accepted === null ? t("never") : t("accepted", { terms: accepted.terms, privacy: accepted.privacy, date: dayMonthYear(accepted.acceptedAt) }));
  ctx.out.line(needsLegalAcceptance(legal) ? t("needed") : t("upToDate"));
}

/**
 * `kul account terms [--accept]`: the terms and privacy policy versions in force against the ones
 * the account accepted; with --accept, accepts the ones in force (a new version is accepted again
 * before the next trade, as in the web app's alert).
 */
export async function runTerms(ctx: CliContext, options: Readonly<{ accept: boolean }>): Promise<number> {
  const account = await ctx.api.account({ auth: true });
  const { apiUrl } = await ctx.config();
  const termsUrl = new URL("/terms", apiUrl).toString();
  const profile = await ctx.unwrap(account.profile());
  const legal = options.accept ? await ctx.unwrap(account.acceptLegalDocuments(profile.legal.current)) : profile.legal;
  if (ctx.out.json) {
    ctx.out.data({ ok: true, legal, needsAcceptance: needsLegalAcceptance(legal), termsUrl });
    return EXIT.OK;
  }
  if (options.accept) ctx.out.line(ctx.t("cli-account:account.terms.done", legal.current));
  else printStatus(ctx, legal, termsUrl);
  return EXIT.OK;
}
