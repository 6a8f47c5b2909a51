import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { validateDisplayName } from "@core/account/profile-rules";
import type { ProfileView } from "@core/account/profile-view";
import type { AccountApiPort } from "@core/ports/account-api.port";
import { Button } from "@/components";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useErrorText } from "../hooks/use-error-text";
import type { PreparedAvatar } from "../model/prepare-avatar";
import { AvatarPicker } from "./avatar-picker";
import { ProfileField } from "./profile-field";

type Failure = Readonly<{ field: "displayName" | "form"; code: string; values?: Record<string, unknown> }>;

/**
 * Picture, display name (required, core rule) and the read-only email. Save uploads the chosen
 * picture first, then the name; the session then reloads the profile, so the header shows both.
 */
export function ProfileDetailsForm({ profile, avatarSrc, account, onSaved }: Readonly<{ profile: ProfileView; avatarSrc: string | null; account: Pick<AccountApiPort, "uploadAvatar" | "updateProfile">; onSaved: () => Promise<void> }>) {
  const { t } = useTranslation("profile");
  const errorOf = useErrorText();
  const toasts = useService(TOKENS.Toasts);
  const [name, setName] = useState(profile.displayName);
  const [avatar, setAvatar] = useState<PreparedAvatar | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDisplayName(name);
    if (checked.isErr()) {
      setFailure({ field: "displayName", code: checked.error });
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.profile-details [aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setFailure(null);
    const fail = (error: { code: string; details?: Readonly<Record<string, unknown>> }) => {
      setBusy(false);
      setFailure({ field: "form", code: error.code, ...(error.details ? { values: { ...error.details } } : {}) });
    };
    if (avatar !== null) {
      const uploaded = await account.uploadAvatar(avatar.blob, `avatar.${avatar.type === "image/png" ? "png" : "jpg"}`);
      if (uploaded.isErr()) return fail(uploaded.error);
    }
    if (checked.value !== profile.displayName) {
      const updated = await account.updateProfile({ displayName: checked.value });
      if (updated.isErr()) return fail(updated.error);
    }
    await onSaved();
    setAvatar(null);
    setName(checked.value);
    setBusy(false);
    toasts.push({ tone: "success", text: t("saved") });
  };

  return (
    <form className="form profile-details" onSubmit={submit} noValidate aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="profile-section-title">
        {t("details_title")}
      </h2>
      <AvatarPicker current={avatarSrc} name={name || profile.email} chosen={avatar} onChosen={setAvatar} disabled={busy} />
      <ProfileField
        label={t("display_name")}
        autoComplete="nickname"
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (failure?.field === "displayName") setFailure(null);
        }}
        error={failure?.field === "displayName" ? errorOf(failure.code) : null}
      />
      <ProfileField label={t("email")} type="email" value={profile.email} readOnly hint={t("email_read_only")} />
      {failure?.field === "form" && (
        <p role="alert" className="form-error">
          {errorOf(failure.code, failure.values)}
        </p>
      )}
      <div>
        <Button type="submit" busy={busy}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
