import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame, type FieldFrameProps } from "./field-frame";
import { kycFieldId } from "./field-ids";

/** A suggestion of a combobox: `label` is read out, `disabled` ones are shown but cannot be picked. */
export type ComboboxOption = Readonly<{ key: string; label: string; disabled?: boolean }>;

/** A text input with a list of suggestions (nationality, postcode, city). */
export type ComboboxFieldProps = FieldFrameProps &
  Readonly<{
    text: string;
    onText: (text: string) => void;
    options: readonly ComboboxOption[];
    onPick: (key: string) => void;
    /** Called when the input loses the focus without a pick (the nationality clears unmatched text). */
    onCommit?: () => void;
    /** Shown as the only row when typed text has no suggestion ("no result found"); none: the list closes. */
    emptyText?: string;
    inputMode?: "text" | "numeric";
    autoComplete?: string;
  }>;

/**
 * An ARIA 1.2 combobox: the list opens as the user types, arrows move through the suggestions
 * (aria-activedescendant), Enter picks, Escape closes; a mouse pick works the same.
 */
export function ComboboxField({ name, label, hint, error, optional, text, onText, options, onPick, onCommit, emptyText, inputMode, autoComplete = "off" }: ComboboxFieldProps) {
  const { t } = useTranslation("kyc");
  const id = kycFieldId(name);
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showEmpty = open && options.length === 0 && emptyText !== undefined && text.trim() !== "";
  const expanded = open && (options.length > 0 || showEmpty);
  const pick = (option: ComboboxOption | undefined) => {
    if (!option || option.disabled) return;
    onPick(option.key);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} optional={optional}>
      <div className="kyc-combobox">
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          aria-required={optional ? undefined : true}
          autoComplete={autoComplete}
          inputMode={inputMode}
          value={text}
          onChange={(e) => {
            onText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onCommit?.();
          }}
        />
        <ul id={listId} role="listbox" aria-label={t("suggestions_label", { label })} className="kyc-combobox-list" hidden={!expanded}>
          {showEmpty ? (
            <li role="option" aria-disabled="true" aria-selected="false" className="kyc-combobox-empty">
              {emptyText}
            </li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                aria-disabled={option.disabled || undefined}
                className={`kyc-combobox-option${index === active ? " is-active" : ""}`}
                // Picked on mouse down, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(option);
                }}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      </div>
    </FieldFrame>
  );
}
