// The notifications feature: only the header bell leaves it.
export { NotificationBell } from "./components/notification-bell";
