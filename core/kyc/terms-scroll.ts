/** How far from the end of the terms box the accept checkbox unlocks: 1.5 times the box's height. */
export const TERMS_UNLOCK_BOX_HEIGHTS = 1.5;

/** The terms box's scroll position, as the browser reports it (pixels). */
export type TermsScroll = Readonly<{ scrollTop: number; scrollHeight: number; clientHeight: number }>;

/**
 * Whether the terms' accept checkbox may be used: once the box is scrolled near its end (the
 * view's top within 1.5 box heights of the end), or when the terms were accepted already.
 * @example termsAcceptUnlocked({ scrollTop: 0, scrollHeight: 1000, clientHeight: 200 }, false) // false
 */
export function termsAcceptUnlocked(scroll: TermsScroll, alreadyAccepted: boolean): boolean {
  if (alreadyAccepted) return true;
  return scroll.scrollTop + TERMS_UNLOCK_BOX_HEIGHTS * scroll.clientHeight >= scroll.scrollHeight;
}
