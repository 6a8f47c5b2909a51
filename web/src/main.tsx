import "@/config/zod-jitless";
import { startApp } from "@/app/boot/start-app";
import { requestAssetProfile, requestWebConfig } from "@/config/api-base";
import { rewriteLegacyHash } from "@/config/legacy-hash";
import "@/styles/global.css";

// Old links like /#/login?next=KYC become /login?next=KYC before the router reads the URL.
const rewritten = rewriteLegacyHash(window.location.pathname, window.location.hash);
if (rewritten !== null) window.history.replaceState(null, "", rewritten);

const home = window.location.pathname === "/";
const config = requestWebConfig(import.meta.env, window.location.origin);
// The Exchange page's chunk loads beside the boot steps; adding its preload links is a task of its own.
if (home) setTimeout(() => void import("@/app/routes/exchange/exchange-page"), 0);
// Marked as handled now: a failed request is read (as "no server config") a few tasks later.
config.catch(() => undefined);
// The home page's price table is its main content: its request leaves now too, beside the config's,
// instead of after the chunk with the API ports (which checks its answer) has loaded.
const prices = home ? requestAssetProfile(import.meta.env, window.location.origin) : null;
prices?.catch(() => undefined);
// The app configures itself and renders in steps, each its own task (boot/start-app.tsx).
void startApp({ home, config, prices });
