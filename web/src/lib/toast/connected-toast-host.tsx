import { useEffect, useState } from "react";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { ToastHost } from "./toast-host";
import { createToastStore } from "./toast-store";

/** The toast host fed by the container's queue (the outlet's lazy default export; mounted once and kept). */
export default function ConnectedToastHost() {
  const queue = useService(TOKENS.Toasts);
  const [store] = useState(createToastStore);
  useEffect(() => queue.connectHost(store.push), [queue, store]);
  return <ToastHost store={store} />;
}
