/** Spec 1 "ConfirmEmail": the automatic confirm attempt waits 3 seconds for a logged-in user. */
export const AUTO_CONFIRM_DELAY_MS = 3_000;

/**
 * Runs `attempt` once, `delayMs` from now, unless the returned cancel runs first (the page's
 * effect cleanup: the user logged out or the page closed during the wait).
 * @example useEffect(() => scheduleAutoConfirm(() => confirm()), [loggedIn]);
 */
export function scheduleAutoConfirm(attempt: () => void, delayMs = AUTO_CONFIRM_DELAY_MS): () => void {
  const handle = setTimeout(attempt, delayMs);
  return () => clearTimeout(handle);
}
