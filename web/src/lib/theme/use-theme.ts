import { useEffect, useState } from "react";
import { useMediaQuery } from "@/components/use-media-query";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, chosenTheme, type Theme } from "./theme-boot";

/**
 * The page's theme: the user's stored choice, else the system's (followed live). Choosing the
 * system's own theme forgets the choice, so the page follows the system again from then on.
 */
export function useTheme(): Readonly<{ theme: Theme; setTheme: (theme: Theme) => void }> {
  const storage = useService(TOKENS.Storage);
  const system: Theme = useMediaQuery(DARK_SCHEME_QUERY) ? "dark" : "light";
  const [chosen, setChosen] = useState(() => chosenTheme(storage.get(THEME_STORAGE_KEY)));
  const theme = chosen ?? system;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const setTheme = (next: Theme) => {
    if (next === system) storage.remove(THEME_STORAGE_KEY);
    else storage.set(THEME_STORAGE_KEY, next);
    setChosen(next === system ? null : next);
  };
  return { theme, setTheme };
}
