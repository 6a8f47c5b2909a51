// The notifications feature: only the header bell (and a way to start loading it) leaves it.
export { NotificationBell, preloadNotificationBell } from "./components/notification-bell";
