import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

/** Props of Button: a native button plus a look and a busy state. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Readonly<{ variant?: "primary" | "secondary" | "ghost" | "danger"; busy?: boolean; block?: boolean }>;

/** The app's button; `busy` disables it and shows a spinner while keeping its accessible name. */
export function Button({ variant = "primary", busy = false, block = false, className, children, disabled, type = "button", ...rest }: ButtonProps) {
  const classes = ["btn", `btn-${variant}`, block ? "btn-block" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
