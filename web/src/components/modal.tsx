import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { trapTab } from "./focus-trap";

/** Props of every dialog in the app. */
export type ModalProps = Readonly<{
  /** Shown in the dialog's heading and used as its accessible name. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Optional footer (buttons). */
  footer?: ReactNode;
  /** false: Escape and the backdrop do not close it (e.g. while a transaction is sent). */
  dismissible?: boolean;
  /** Width class: "sm" 400 px, "md" 480 px (default), "lg" 640 px. */
  size?: "sm" | "md" | "lg";
  /** Element to focus first (default: the first focusable element inside). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
}>;

/**
 * An accessible modal dialog: role=dialog, aria-modal, aria-labelledby its title, focus kept
 * inside while open, Escape closes, focus goes back to what was focused before.
 * @example {open && <Modal title={t("select_token")} onClose={() => setOpen(false)}>...</Modal>}
 */
export function Modal({ title, onClose, children, footer, dismissible = true, size = "md", initialFocusRef }: ModalProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? panel.current?.querySelector<HTMLElement>("[autofocus], input, select, textarea, button:not([data-modal-close])") ?? panel.current;
    target?.focus();
    document.body.classList.add("modal-open");
    return () => {
      document.body.classList.remove("modal-open");
      before?.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && dismissible) {
      event.stopPropagation();
      closeRef.current();
    } else if (event.key === "Tab" && panel.current) trapTab(panel.current, event);
  };

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => dismissible && e.target === e.currentTarget && closeRef.current()}>
      <div ref={panel} className={`modal modal-${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">{title}</h2>
          {dismissible && (
            <button type="button" className="icon-button" data-modal-close aria-label={t("close")} onClick={() => closeRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
