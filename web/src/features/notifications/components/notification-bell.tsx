import { Suspense, lazy } from "react";
import "./notification-bell.css";

// The bell, its feed and the trade tracking it runs are not needed for the first paint: they load
// beside the first page (preloadNotificationBell, at boot) rather than in the first bundle.
const loadBell = () => import("./bell");
let bell: ReturnType<typeof loadBell> | null = null;

/** Starts loading the bell's code (once), so it is usually there when the header first renders. */
export function preloadNotificationBell(): Promise<unknown> {
  return (bell ??= loadBell().catch((error: unknown) => {
    bell = null;
    throw error;
  }));
}

const Bell = lazy(() => preloadNotificationBell() as ReturnType<typeof loadBell>);

/** The header bell; until its code and texts are there, an empty slot of its size keeps the layout. */
export function NotificationBell() {
  return (
    <Suspense fallback={<span className="nb-root nb-slot" aria-hidden="true" />}>
      <Bell />
    </Suspense>
  );
}
