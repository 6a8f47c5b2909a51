// Imported by web/vite.config.mts (which writes the boot script into index.html) as well as by the
// app: it stays free of path aliases and of any import.

/** The two colour themes of global.css (`<html data-theme>`). */
export type Theme = "light" | "dark";

/** Where the user's own choice is kept (absent: follow the system's preference). */
export const THEME_STORAGE_KEY = "user-theme";

/** The media query of a system set to dark. */
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

/** The theme a stored value chose, or null when none was (or it is not one of ours). */
export function chosenTheme(stored: string | null): Theme | null {
  return stored === "light" || stored === "dark" ? stored : null;
}

/**
 * The classic script index.html runs in <head>, before the first paint: it sets `data-theme`
 * from the stored choice, else the system's preference, so a dark page never flashes light.
 * Inline, so it costs no request; the server allows it by its hash in the Content-Security-Policy.
 */
export function themeBootScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  const query = JSON.stringify(DARK_SCHEME_QUERY);
  return `(function(d){var t=null;try{t=localStorage.getItem(${key})}catch(e){}d.dataset.theme=t==="light"||t==="dark"?t:matchMedia(${query}).matches?"dark":"light"})(document.documentElement)`;
}
