import { useTranslation } from "react-i18next";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";

/** ReferralProgram (partial): code, link, level and rewards from the referral port; no share buttons yet. */
export default function ReferralProgramPage() {
  const { t } = useTranslation(["account", "common"]);
  const referrals = useLazyService(TOKENS.ReferralApi);
  const load = useLoad(() => referrals.referralProgram(), "referrals");
  return (
    <Page title={t("referral_title")}>
      <LoadView load={load}>
        {(value) => (
          <section id="section-referral-data" aria-label={t("referral_data")}>
            <dl className="facts">
              <dt>{t("referral_code")}</dt>
              <dd>
                <code>{value.referralCode}</code>
              </dd>
              <dt>{t("referral_link")}</dt>
              <dd className="break-all">{value.referralLink}</dd>
              <dt>{t("referral_level")}</dt>
              <dd>{value.level}</dd>
              <dt>{t("referral_invited")}</dt>
              <dd>{value.invitedCount}</dd>
              <dt>{t("referral_rewarded")}</dt>
              <dd>{value.rewardedCount}</dd>
              <dt>{t("referral_total")}</dt>
              <dd>{t("kul_amount", { amount: value.totalRewardKul.toString() })}</dd>
            </dl>
          </section>
        )}
      </LoadView>
    </Page>
  );
}
