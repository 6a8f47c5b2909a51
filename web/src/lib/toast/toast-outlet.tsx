import { Suspense, lazy, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

const ConnectedToastHost = lazy(() => import("./connected-toast-host"));

/**
 * Where toasts appear: nothing at all until the first toast of the page, then the host, loaded on
 * that first use and portalled to <body> so it stays above the header's and the modals' layers.
 * (The portal is made here, in the always-loaded shell: a lazy chunk importing react-dom itself
 * would split react-dom out of the entry chunk and grow the first load.)
 */
export function ToastOutlet() {
  const toasts = useService(TOKENS.Toasts);
  const [wanted, setWanted] = useState(false);
  useEffect(() => toasts.onWanted(() => setWanted(true)), [toasts]);
  return wanted
    ? createPortal(
        <Suspense fallback={null}>
          <ConnectedToastHost />
        </Suspense>,
        document.body,
      )
    : null;
}
