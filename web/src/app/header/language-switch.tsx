import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@core/account/language";
import { useLanguage } from "@/lib/i18n/use-language";

/** The TH/EN switch: two toggle buttons; the choice is kept under `user-lang`. */
export function LanguageSwitch() {
  const { t } = useTranslation("common");
  const { language, setLanguage } = useLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t("language")}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={code === language ? "is-active" : ""}
          aria-pressed={code === language}
          onClick={() => void setLanguage(code)}
        >
          {/* The visible code starts the accessible name (WCAG 2.5.3 label in name); the full name follows for screen readers. */}
          {code.toUpperCase()}
          <span className="visually-hidden"> {t(`language_${code}`)}</span>
        </button>
      ))}
    </div>
  );
}
