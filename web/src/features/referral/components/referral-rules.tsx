import { useTranslation } from "react-i18next";
import { INVITEES_PER_LEVEL, REFERRAL_LEVELS, referralRewardTotal } from "@core/referral/referral-level";

/** The example the rules give: 35 friends (spec 3 section 9). */
const EXAMPLE_INVITEES = 35;

/** The program's rules and details (spec 3 sections 4, 5 and 9), with the amounts from core's levels. */
export function ReferralRules({ formatKul }: Readonly<{ formatKul: (amount: bigint) => string }>) {
  const { t } = useTranslation("referral");
  const [l1, l2, l3] = REFERRAL_LEVELS;
  return (
    <section className="ref-card ref-rules" aria-labelledby="ref-rules-title">
      <h2 id="ref-rules-title">{t("rules_title")}</h2>
      <ol>
        <li>{t("rule_link")}</li>
        <li>{t("rule_social")}</li>
        <li>{t("rule_levels", { l1: formatKul(l1.rewardKul), l2: formatKul(l2.rewardKul), l3: formatKul(l3.rewardKul), per: INVITEES_PER_LEVEL, second: l2.fromInvitee, third: l3.fromInvitee })}</li>
        <li>{t("rule_example", { count: EXAMPLE_INVITEES, amount: formatKul(referralRewardTotal(EXAMPLE_INVITEES)) })}</li>
        <li>{t("rule_no_limit")}</li>
        <li>{t("rule_self")}</li>
        <li>{t("rule_effective")}</li>
      </ol>
    </section>
  );
}
