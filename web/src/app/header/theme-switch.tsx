import { useTranslation } from "react-i18next";
import { useTheme } from "@/lib/theme/use-theme";

/** The dark mode toggle: a button pressed while the page is dark; the choice is kept in local storage. */
export function ThemeSwitch() {
  const { t } = useTranslation("common");
  const { theme, setTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <button type="button" className="icon-button" aria-pressed={dark} aria-label={t("dark_mode")} onClick={() => setTheme(dark ? "light" : "dark")}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
      </svg>
    </button>
  );
}
