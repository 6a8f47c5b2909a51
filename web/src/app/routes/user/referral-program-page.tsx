import { useTranslation } from "react-i18next";
import { createReferralClient } from "@adapters/http-client/referral.client";
import { useApiClient } from "@/app/use-api-client";
import { LoadView } from "../load-view";
import { Page } from "../page";
import { useLoad } from "../use-load";

/** ReferralProgram (partial): code, link, level and rewards from GET /user/referrals; no share buttons yet. */
export default function ReferralProgramPage() {
  const { t } = useTranslation(["account", "common"]);
  const referrals = useApiClient(createReferralClient);
  const load = useLoad(() => referrals.getReferrals(), "referrals");
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
