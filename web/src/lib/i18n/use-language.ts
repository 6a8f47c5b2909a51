import { useTranslation } from "react-i18next";
import { isLanguage, DEFAULT_LANGUAGE, type Language } from "@core/account/language";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { switchLanguage } from "./i18n";

/** The current language and the switch that keeps the choice in local storage. */
export function useLanguage(): Readonly<{ language: Language; setLanguage: (language: Language) => Promise<void> }> {
  const { i18n } = useTranslation();
  const storage = useService(TOKENS.Storage);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, setLanguage: (next) => switchLanguage(storage, next) };
}
