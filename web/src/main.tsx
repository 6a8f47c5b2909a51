import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createAppContainer, getService } from "@/app/container";
import { AppProviders } from "@/app/providers";
import { createAppRouter } from "@/app/router";
import { TOKENS } from "@/app/tokens";
import { rewriteLegacyHash } from "@/config/legacy-hash";
import { loadRuntimeConfig } from "@/config/runtime-config";
import { initI18n } from "@/lib/i18n/i18n";
import { localStorageStore } from "@/lib/session/key-value-store";
import "@/styles/global.css";

/** Texts of the header, the wallet bar and error messages, which every page shows. */
const SHELL_NAMESPACES = ["wallet", "notifications", "errors"];
/** Texts of the Exchange page: the trading card, the price table and the assets panel. */
const EXCHANGE_NAMESPACES = ["exchange", "market"];

// Old links like /#/login?next=KYC become /login?next=KYC before the router reads the URL.
const rewritten = rewriteLegacyHash(window.location.pathname, window.location.hash);
if (rewritten !== null) window.history.replaceState(null, "", rewritten);

async function start(): Promise<void> {
  // The home page's chunk, the server config and the texts the first page shows load in parallel,
  // not one after another.
  const home = window.location.pathname === "/";
  if (home) void import("@/app/routes/exchange/exchange-page");
  const storage = localStorageStore();
  const namespaces = home ? [...SHELL_NAMESPACES, ...EXCHANGE_NAMESPACES] : SHELL_NAMESPACES;
  const [config, i18n] = await Promise.all([loadRuntimeConfig(import.meta.env, window.location.origin), initI18n(storage, navigator.language, namespaces)]);
  const container = createAppContainer(config, { storage });
  // The price table is the home page's main content: ask for it now, while its code still loads
  // (the market client shares this answer with the table and the trading card).
  if (home) void getService(container, TOKENS.MarketClient).assetProfile();
  const session = getService(container, TOKENS.SessionStore);
  // Cookies give the user at once; the full profile (eligibility inputs) follows in the background.
  if (session.getState().token !== null) void session.refreshProfile();
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html lacks #root");
  // A transition lets React yield while it renders the first page, instead of one long task.
  startTransition(() =>
    createRoot(root).render(
      <AppProviders container={container} i18n={i18n}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>,
    ),
  );
}

void start();
