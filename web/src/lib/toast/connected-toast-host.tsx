import { useEffect } from "react";
import { ToastHost } from "./toast-host";
import { connectToastHost } from "./toast-queue";
import { createToastStore } from "./toast-store";

// One store for the page's life; the outlet mounts this host once and keeps it.
const store = createToastStore();

/** The toast host fed by the queue (the outlet's lazy default export). */
export default function ConnectedToastHost() {
  useEffect(() => connectToastHost(store.push), []);
  return <ToastHost store={store} />;
}
