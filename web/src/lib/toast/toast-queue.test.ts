import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastRequest } from "./toast-store";

// The queue is module state (one per page): each test takes a fresh copy.
let queue: typeof import("./toast-queue");
beforeEach(async () => {
  vi.resetModules();
  queue = await import("./toast-queue");
});

const rateFailed: ToastRequest = { tone: "error", text: "Cannot get best rate for this token." };
const offline: ToastRequest = { tone: "error", text: "Cannot reach the Ethereum network right now." };

describe("toast queue", () => {
  it("asks the outlet for the host at the first toast only, and keeps toasts until the host connects", () => {
    const mount = vi.fn();
    queue.onToastWanted(mount);
    expect(mount).not.toHaveBeenCalled();
    queue.pushToast(rateFailed);
    queue.pushToast(offline);
    expect(mount).toHaveBeenCalled();
    const received: ToastRequest[] = [];
    queue.connectToastHost((request) => received.push(request));
    expect(received).toEqual([rateFailed, offline]);
  });

  it("hands later toasts straight to the connected host", () => {
    const received: ToastRequest[] = [];
    queue.connectToastHost((request) => received.push(request));
    queue.pushToast(offline);
    expect(received).toEqual([offline]);
  });

  it("mounts at once an outlet that appears after a toast was pushed", () => {
    queue.pushToast(rateFailed);
    const mount = vi.fn();
    queue.onToastWanted(mount);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it("queues again once the host disconnects, and stops calling a removed outlet", () => {
    const mount = vi.fn();
    const removeOutlet = queue.onToastWanted(mount);
    const received: ToastRequest[] = [];
    const disconnect = queue.connectToastHost((request) => received.push(request));
    disconnect();
    removeOutlet();
    queue.pushToast(offline);
    expect(received).toEqual([]);
    expect(mount).not.toHaveBeenCalled();
    const later: ToastRequest[] = [];
    queue.connectToastHost((request) => later.push(request));
    expect(later).toEqual([offline]);
  });
});
