import { useTranslation } from "react-i18next";

const ITEMS = [1, 2, 3, 4, 5] as const;

/** What the hand-written note of the selfie shows (spec 2 step 3: five items). */
export function SelfieInstructions() {
  const { t } = useTranslation("kyc");
  return (
    <div className="kyc-selfie-note">
      <p>{t("selfie_instructions")}</p>
      <ol>
        {ITEMS.map((n) => (
          <li key={n}>{t(`selfie_item_${n}`)}</li>
        ))}
      </ol>
    </div>
  );
}
