import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { ReferralProgram } from "@core/referral/referral-program";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import { ReferralLevels } from "../components/referral-levels";
import { ReferralQr } from "../components/referral-qr";
import { ReferralRules } from "../components/referral-rules";
import { ReferralShare } from "../components/referral-share";
import "../components/referral.css";

/** The id spec 3 gives the page's data (a notification links to it). */
const SECTION_ID = "section-referral-data";

/**
 * ReferralProgram (spec 3): the invite link's QR code with its download, the share buttons, the
 * link with copy, the KUL received, the three levels with the friends in each and the way to the
 * next, and the rules. Everything comes from the referral port (GET /user/referrals).
 */
export default function ReferralProgramPage() {
  const { t, i18n } = useTranslation(["referral", "common"]);
  const referrals = useLazyService(TOKENS.ReferralApi);
  const load = useLoad(() => referrals.referralProgram(), "referrals");
  const { hash } = useLocation();
  // The layout scrolls to a hash on navigation, before the data is here: scroll again once it is.
  useEffect(() => {
    if (load.status === "ok" && hash === `#${SECTION_ID}`) document.getElementById(SECTION_ID)?.scrollIntoView();
  }, [load.status, hash]);
  const formatKul = (amount: bigint) => t("kul", { amount: amount.toLocaleString(i18n.language === "th" ? "th-TH" : "en-US") });
  return (
    <Page title={t("title")}>
      <p className="ref-intro">{t("intro")}</p>
      <LoadView load={load}>{(program) => <ReferralData program={program} formatKul={formatKul} />}</LoadView>
    </Page>
  );
}

function ReferralData({ program, formatKul }: Readonly<{ program: ReferralProgram; formatKul: (amount: bigint) => string }>) {
  const { t } = useTranslation("referral");
  return (
    <div className="ref-page">
      <section id={SECTION_ID} className="ref-card ref-invite" aria-labelledby="ref-invite-title">
        <h2 id="ref-invite-title">{t("invite_title")}</h2>
        <div className="ref-invite-body">
          <ReferralQr link={program.referralLink} code={program.referralCode} />
          <div className="ref-invite-side">
            <p className="ref-code">
              {t("code_label")} <code data-testid="referral-code">{program.referralCode}</code>
            </p>
            <ReferralShare link={program.referralLink} />
          </div>
        </div>
      </section>
      <section className="ref-card" aria-labelledby="ref-rewards-title">
        <h2 id="ref-rewards-title">{t("rewards_title")}</h2>
        <dl className="ref-stats">
          <div className="ref-stat ref-stat-main">
            <dt>{t("rewards_total")}</dt>
            <dd data-testid="referral-total">{formatKul(program.totalRewardKul)}</dd>
          </div>
          <div className="ref-stat">
            <dt>{t("level_label")}</dt>
            <dd>{t("level_name", { level: program.level })}</dd>
          </div>
          <div className="ref-stat">
            <dt>{t("invited")}</dt>
            <dd>{program.invitedCount}</dd>
          </div>
          <div className="ref-stat">
            <dt>{t("rewarded")}</dt>
            <dd>{program.rewardedCount}</dd>
          </div>
        </dl>
      </section>
      <ReferralLevels program={program} formatKul={formatKul} />
      <ReferralRules formatKul={formatKul} />
    </div>
  );
}
