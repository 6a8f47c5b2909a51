import { Suspense, lazy, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { NotificationBell } from "@/features/notifications";
import { BUY_URL, pathTo } from "@/config/paths";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useLoginPrompt } from "@/lib/session/login-prompt";
import { useSession } from "@/lib/session/use-session";
import { ToastOutlet } from "@/lib/toast/toast-outlet";
import { LanguageSwitch } from "./language-switch";
import { ThemeSwitch } from "./theme-switch";

// The avatar menu is only for logged-in users: its code loads when it is needed.
const UserMenu = lazy(() => import("@/features/account/components/user-menu").then((m) => ({ default: m.UserMenu })));

/**
 * Spec 1 "Exchange home": logo, links Terms, About, Buy (external) and Swap, the TH/EN switch,
 * the bell, then Log in or the avatar popup; at 768 px and below the links fold into a menu.
 * In the insider environment Log in is not shown on a wide screen, and a phone has an account
 * icon in its place (the same login).
 */
export function Header() {
  const { t } = useTranslation("common");
  const { loggedIn } = useSession();
  const login = useLoginPrompt();
  const { insider } = useService(TOKENS.Config);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="header">
      <div className="header-inner">
        <Link to={pathTo("Exchange")} className="logo">
          <span className="logo-mark" aria-hidden="true">K</span>
          <span className="logo-text">KUL Swap</span>
        </Link>
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t("menu_close") : t("menu_open")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? "×" : "☰"}</span>
        </button>
        <nav id={menuId} className={`header-nav${menuOpen ? " is-open" : ""}`} aria-label={t("main_navigation")}>
          <NavLink to={pathTo("Terms")}>{t("nav_terms")}</NavLink>
          <NavLink to={pathTo("About")}>{t("nav_about")}</NavLink>
          <a href={BUY_URL} target="_blank" rel="noopener noreferrer">
            {t("nav_buy")}
            <span className="visually-hidden"> {t("opens_new_tab")}</span>
          </a>
          <NavLink to={pathTo("Exchange")} end>
            {t("nav_swap")}
          </NavLink>
        </nav>
        <div className="header-actions">
          <LanguageSwitch />
          <ThemeSwitch />
          <NotificationBell />
          {loggedIn ? (
            <Suspense fallback={<span className="avatar-placeholder" aria-hidden="true" />}>
              <UserMenu />
            </Suspense>
          ) : insider ? (
            <button type="button" className="icon-button header-account-icon" aria-label={t("log_in")} onClick={() => login.open()}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => login.open()}>
              {t("log_in")}
            </button>
          )}
        </div>
      </div>
      {/* Toasts are portalled to <body>: the header is only where the (empty until needed) outlet lives, on every page. */}
      <ToastOutlet />
    </header>
  );
}
