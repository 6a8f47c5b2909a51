import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createAppContainer, getService, loadRuntimeConfig, prepareServerConfigCheck } from "@/app/container";
import { AppProviders } from "@/app/providers";
import { preloadNotificationBell } from "@/features/notifications";
import { AppRoutes } from "@/app/router";
import { TOKENS } from "@/lib/services/tokens";
import { readBuildConfig } from "@/config/runtime-config";
import { initI18n, startLanguage } from "@/lib/i18n/i18n";
import { localStorageStore } from "@/lib/session/key-value-store";
import { nextTask } from "./next-task";

/** Texts of the header, the wallet bar and error messages, which every page shows. */
const SHELL_NAMESPACES = ["wallet", "notifications", "errors"];
/** Texts of the Exchange page: the trading card, the price table and the assets panel. */
const EXCHANGE_NAMESPACES = ["exchange", "market"];

/**
 * What main.tsx knows and has sent before it starts the app: the config request leaves first, and
 * on the home page the price table's request beside it.
 */
export type EarlyRequests = Readonly<{ home: boolean; config: Promise<Response>; prices?: Promise<Response> | null }>;

/**
 * Configures the app and renders it into #root: the server config and the texts the first page
 * shows load together, then the container, then the first render. Each of those is its own task.
 */
export async function startApp(early: EarlyRequests): Promise<void> {
  // The module graph's evaluation is one task already; the app's own work starts in the next.
  await nextTask();
  const storage = localStorageStore();
  // The page's first read of localStorage waits for the browser to load the origin's storage
  // (about 5 ms in Chromium), so choosing the language is a step of its own.
  const language = startLanguage(storage, navigator.language);
  await nextTask();
  const namespaces = early.home ? [...SHELL_NAMESPACES, ...EXCHANGE_NAMESPACES] : SHELL_NAMESPACES;
  // Texts and config load side by side; while their requests are out, the app checks the build's
  // config (the first schema it builds, which also sets up zod's schema classes) and builds the
  // schema of the server's answer, so that answer's task only parses. Each is a task of its own.
  const texts = initI18n(language, namespaces);
  // Marked as handled now: a failure is read (and thrown) by the Promise.all a few tasks later.
  texts.catch(() => undefined);
  // The header's bell is a chunk of its own: it loads beside the texts and the config.
  preloadNotificationBell().catch(() => undefined);
  await nextTask();
  const build = readBuildConfig(import.meta.env, window.location.origin);
  await nextTask();
  prepareServerConfigCheck();
  await nextTask();
  const [config, i18n] = await Promise.all([loadRuntimeConfig(import.meta.env, window.location.origin, early.config, build), texts]);
  await nextTask();
  const container = createAppContainer(config, { storage, ...(early.prices ? { earlyAssetProfile: early.prices } : {}) });
  // The price table's request left with main.tsx's first steps; the table reads its answer when it
  // mounts, through the market port, whose chunk (the API ports, with the full zod API) then loads:
  // after the first render, which needs none of it. The container makes each service at its first
  // get, so the gets below are steps of their own.
  await nextTask();
  const session = getService(container, TOKENS.SessionStore);
  // Cookies give the user at once; the full profile (eligibility inputs) follows in the background.
  if (session.getState().token !== null) void session.refreshProfile();
  await nextTask();
  // react-router's browser history numbers its entries in history.state and, on a fresh entry,
  // writes index 0 with replaceState while it starts. Written here, in a task of its own, that
  // write leaves the first render's task shorter.
  if (window.history.state?.idx == null) window.history.replaceState({ ...window.history.state, idx: 0 }, "");
  await nextTask();
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html lacks #root");
  // A transition lets React yield while it renders the first page, instead of one long task.
  startTransition(() =>
    createRoot(root).render(
      <AppProviders container={container} i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    ),
  );
}
