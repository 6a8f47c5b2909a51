import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo, type RouteName } from "@/config/paths";
import { kycEntryRoute, kycStatusText } from "@/lib/kyc/kyc-status";
import { useSession } from "@/lib/session/use-session";
import { RewardCongrats } from "./reward-congrats";

/**
 * The avatar button and its popup (spec 1 "User popup"): an inactive account sees a greeting,
 * the confirm-email prompt and a resend link; an active one the account pages, KYC with its
 * badge and the KUL balance. Logout is always there. The reward congratulations come with it.
 */
export function UserMenu() {
  const { t } = useTranslation("account");
  const { user, profile, isActive, logout } = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const avatar = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);
  if (user === null) return null;

  const name = user.displayName || user.email;
  const close = () => setOpen(false);
  // Escape closes the popup and puts focus back on the avatar button, where the user opened it from.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    avatar.current?.focus();
  };
  const item = (route: RouteName, label: string, extra?: React.ReactNode) => (
    <li>
      <Link to={pathTo(route)} onClick={close}>
        {label}
        {extra}
      </Link>
    </li>
  );
  return (
    <>
      <div className="user-menu" ref={root} onKeyDown={onKeyDown}>
        <button ref={avatar} type="button" className="avatar-button" aria-haspopup="true" aria-expanded={open} aria-controls={menuId} aria-label={t("account_menu", { name })} onClick={() => setOpen((v) => !v)}>
          {user.profilePicture ? <img src={user.profilePicture} alt="" width={32} height={32} /> : <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>}
        </button>
        {open && (
          <div id={menuId} className="user-popup">
            <p className="user-popup-greeting">{t("greeting", { name })}</p>
            {isActive ? (
              <ul>
                {item("UserProfile", t("menu_profile"))}
                {item("TradeHistory", t("menu_trade_history"))}
                {item(kycEntryRoute(user.kycStatus), t("menu_kyc"), <span className="badge">{kycStatusText(t, user.kycStatus)}</span>)}
                {item("SuitabilityTest", t("menu_suitability"))}
                {item("KnowledgeTest", t("menu_knowledge"))}
                {item("KnowledgeTestCorrectAnswer", t("menu_correct_answers"))}
                {item("ReferralProgram", t("menu_referral"))}
                <li className="user-popup-kul">{t("menu_kul", { amount: profile ? profile.kulBalance.toString() : "…" })}</li>
              </ul>
            ) : (
              <>
                <p>{t("confirm_email_prompt")}</p>
                <Link to={pathTo("SendConfirmationEmail")} onClick={close}>
                  {t("resend_email_link")}
                </Link>
              </>
            )}
            <button
              type="button"
              className="btn btn-secondary btn-block"
              onClick={async () => {
                close();
                await logout();
                navigate(pathTo("Exchange"));
              }}
            >
              {t("logout")}
            </button>
          </div>
        )}
      </div>
      <RewardCongrats />
    </>
  );
}
