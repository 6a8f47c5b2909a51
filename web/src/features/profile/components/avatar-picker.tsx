import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AVATAR_LIMIT_MB, AVATAR_MAX_SIDE } from "@core/account/avatar";
import { Button, Spinner } from "@/components";
import { useErrorText } from "../hooks/use-error-text";
import { prepareAvatar, type PreparedAvatar } from "../model/prepare-avatar";

/** The picture the page shows: the current one (`src`) or the chosen one's preview. */
function AvatarImage({ src, name, alt }: Readonly<{ src: string | null; name: string; alt: string }>) {
  return src ? <img className="profile-avatar" src={src} alt={alt} width={96} height={96} /> : (
    <span className="profile-avatar profile-avatar-letter" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The profile picture: the current one, a button that opens the file chooser, then a preview of
 * the chosen file as it will be sent (checked and resized by prepareAvatar) until saved or dropped.
 */
export function AvatarPicker({ current, name, chosen, onChosen, disabled }: Readonly<{ current: string | null; name: string; chosen: PreparedAvatar | null; onChosen: (avatar: PreparedAvatar | null) => void; disabled: boolean }>) {
  const { t } = useTranslation("profile");
  const errorOf = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<{ code: string; values?: Record<string, unknown> } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (chosen === null) return setPreview(null);
    const url = URL.createObjectURL(chosen.blob);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const onFile = async (file: File | undefined) => {
    if (file === undefined) return;
    setPreparing(true);
    setError(null);
    const prepared = await prepareAvatar(file);
    setPreparing(false);
    if (input.current) input.current.value = "";
    if (prepared.isErr()) {
      const { code, ...values } = prepared.error;
      setError({ code, values });
      onChosen(null);
    } else onChosen(prepared.value);
  };

  return (
    <div className="profile-avatar-picker" role="group" aria-labelledby={`${id}-label`}>
      <AvatarImage src={preview ?? current} name={name} alt={preview ? t("avatar_preview_alt") : t("avatar_alt")} />
      <div className="profile-avatar-actions">
        <p id={`${id}-label`} className="profile-setting-label">
          {t("avatar")}
        </p>
        <input ref={input} id={`${id}-file`} type="file" accept="image/png,image/jpeg" hidden onChange={(e) => void onFile(e.target.files?.[0])} data-testid="avatar-file" />
        <div className="profile-row">
          <Button variant="secondary" className="btn-sm" disabled={disabled || preparing} aria-describedby={`${id}-hint`} onClick={() => input.current?.click()}>
            {current || chosen ? t("avatar_change") : t("avatar_choose")}
          </Button>
          {chosen && (
            <Button variant="ghost" className="btn-sm" disabled={disabled} onClick={() => onChosen(null)}>
              {t("avatar_discard")}
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className="muted small profile-hint">
          {t("avatar_hint", { limitMb: AVATAR_LIMIT_MB, side: AVATAR_MAX_SIDE })}
        </p>
        <div aria-live="polite">
          {preparing && (
            <p className="small profile-row">
              <Spinner size="sm" /> {t("avatar_preparing")}
            </p>
          )}
          {chosen && !preparing && <p className="small profile-ready">{t("avatar_ready", { width: chosen.width, height: chosen.height })}</p>}
        </div>
        {error && (
          <p role="alert" className="field-error">
            {errorOf(error.code, error.values)}
          </p>
        )}
      </div>
    </div>
  );
}
