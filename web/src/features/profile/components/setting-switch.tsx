import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components";

/**
 * A labelled on/off switch (role=switch) with its hint; `busy` keeps it from being pressed again
 * while the change is sent and says so to screen readers. It stays focusable meanwhile (aria-disabled,
 * not disabled), so focus is not lost and a modal opened from it returns focus to it.
 */
export function SettingSwitch({ label, hint, checked, busy, onChange, id }: Readonly<{ label: string; hint: string; checked: boolean; busy: boolean; onChange: (next: boolean) => void; id?: string }>) {
  const { t } = useTranslation("profile");
  const own = useId();
  const base = id ?? own;
  return (
    <div className="profile-setting">
      <div>
        <p id={`${base}-label`} className="profile-setting-label">
          {label}
        </p>
        <p id={`${base}-hint`} className="muted small profile-hint">
          {hint}
        </p>
      </div>
      <div className="profile-setting-control">
        {busy && <Spinner size="sm" />}
        <button
          id={base}
          type="button"
          role="switch"
          className="switch"
          aria-checked={checked}
          aria-labelledby={`${base}-label`}
          aria-describedby={`${base}-hint`}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onChange(!checked)}
        >
          <span className="switch-track" aria-hidden="true">
            <span className="switch-thumb" />
          </span>
          <span className="switch-text" aria-hidden="true">
            {checked ? t("on") : t("off")}
          </span>
        </button>
      </div>
    </div>
  );
}
