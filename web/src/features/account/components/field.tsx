import { useId, type InputHTMLAttributes, type ReactNode } from "react";

/** A labelled input with its error message tied by aria-describedby (errors are already translated). */
export function Field({ label, error, hint, ...input }: Readonly<{ label: string; error?: string | null; hint?: ReactNode }> & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {hint}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox. */
export function CheckboxField({ label, error, ...input }: Readonly<{ label: ReactNode; error?: string | null }> & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Scrolls to and focuses the first invalid field of a form (spec 1 section 5). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.scrollIntoView({ block: "center" });
  first?.focus();
}
