import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

/** A labelled input with its hint and its (translated) error tied by aria-describedby; `ref` reaches the input (to focus it). */
export function ProfileField({ label, error, hint, ...input }: Readonly<{ label: string; error?: string | null; hint?: ReactNode; ref?: Ref<HTMLInputElement> }> & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="muted small profile-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
