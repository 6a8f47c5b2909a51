/** The DOM id of a form field's control: the wizard and the edit form scroll and focus by it. */
export function kycFieldId(field: string): string {
  return `kyc-${field}`;
}

/**
 * Scrolls a field into view and focuses its control: the element of that id when it can take
 * the focus, else the first control inside it (a radio group, an upload).
 */
export function focusKycField(field: string): boolean {
  const element = document.getElementById(kycFieldId(field));
  if (element === null) return false;
  const focusable = element.matches("input, select, textarea, button") ? element : element.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea, button");
  element.scrollIntoView({ block: "center" });
  (focusable ?? element).focus({ preventScroll: true });
  return true;
}

/** The locale key (namespace `kyc`) of an option of a fixed list: `option_nameTitle_Mr` for "Mr.". */
export function optionKey(field: string, value: string): string {
  return `option_${field}_${value.replace(/[^A-Za-z0-9]/g, "")}`;
}
