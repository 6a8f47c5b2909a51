import { useEffect, useRef, type RefObject } from "react";

/**
 * A ref for an element (a heading with tabIndex -1) that takes the focus when it is shown and
 * `when` holds: a keyboard or screen-reader user lands on the content that replaced what they
 * were on (a result after a submitted test, a new draw).
 * @example const heading = useFocusWhenShown<HTMLHeadingElement>(justSubmitted); <h2 ref={heading} tabIndex={-1}>
 */
export function useFocusWhenShown<T extends HTMLElement>(when: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
