import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { ToastStore } from "./toast-store";
import "./toast.css";

/**
 * The toasts on screen, newest last: bottom right on wide screens, full width at the bottom on
 * phones. Errors are role=alert (read out at once), others role=status; each has a close button.
 */
export function ToastHost({ store }: Readonly<{ store: ToastStore }>) {
  const { t } = useTranslation("common");
  const toasts = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return (
    <div className="toast-stack">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === "error" ? "alert" : "status"}>
          <p className="toast-text">{toast.text}</p>
          <button type="button" className="toast-close" aria-label={t("close")} onClick={() => store.dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
