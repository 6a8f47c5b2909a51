import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { termsAcceptUnlocked } from "@core/kyc/terms-scroll";
import { pathTo } from "@/config/paths";
import { CheckboxField } from "../fields/checkbox-field";

const PARAGRAPHS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The terms in a scrolling box, with the accept checkbox that unlocks once the box is scrolled
 * near its end (the core's rule), or stays usable when already accepted; a link opens the full
 * terms page in a new tab.
 */
export function TermsBox({ accepted, onAccept }: Readonly<{ accepted: boolean; onAccept: (accepted: boolean) => void }>) {
  const { t } = useTranslation("kyc");
  const box = useRef<HTMLDivElement>(null);
  const [unlocked, setUnlocked] = useState(accepted);
  const check = () => {
    const el = box.current;
    if (el) setUnlocked((was) => was || termsAcceptUnlocked({ scrollTop: el.scrollTop, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }, accepted));
  };
  // Terms short enough for the box (a wide screen) unlock without scrolling.
  useEffect(check, []);
  return (
    <div className="kyc-terms">
      <div ref={box} className="kyc-terms-box" tabIndex={0} role="region" aria-label={t("terms_box_label")} onScroll={check}>
        {PARAGRAPHS.map((n) => (
          <p key={n}>{t(`terms_p${n}`)}</p>
        ))}
      </div>
      <a href={pathTo("Terms")} target="_blank" rel="noopener noreferrer">
        {t("terms_open")}
      </a>
      <CheckboxField
        name="isAcceptTermAndPolicy"
        label={t("field_isAcceptTermAndPolicy")}
        checked={accepted}
        onChange={onAccept}
        disabled={!unlocked}
        hint={unlocked ? undefined : t("terms_scroll_hint")}
      />
    </div>
  );
}
