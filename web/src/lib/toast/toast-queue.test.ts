import { beforeEach, describe, expect, it, vi } from "vitest";
import { createToastQueue, type ToastQueue } from "./toast-queue";
import type { ToastRequest } from "./toast-store";

// One queue per page (the container's): each test takes a fresh one.
let queue: ToastQueue;
beforeEach(() => {
  queue = createToastQueue();
});

const rateFailed: ToastRequest = { tone: "error", text: "Cannot get best rate for this token." };
const offline: ToastRequest = { tone: "error", text: "Cannot reach the Ethereum network right now." };

describe("toast queue", () => {
  it("asks the outlet for the host at the first toast only, and keeps toasts until the host connects", () => {
    const mount = vi.fn();
    queue.onWanted(mount);
    expect(mount).not.toHaveBeenCalled();
    queue.push(rateFailed);
    queue.push(offline);
    expect(mount).toHaveBeenCalled();
    const received: ToastRequest[] = [];
    queue.connectHost((request) => received.push(request));
    expect(received).toEqual([rateFailed, offline]);
  });

  it("hands later toasts straight to the connected host", () => {
    const received: ToastRequest[] = [];
    queue.connectHost((request) => received.push(request));
    queue.push(offline);
    expect(received).toEqual([offline]);
  });

  it("mounts at once an outlet that appears after a toast was pushed", () => {
    queue.push(rateFailed);
    const mount = vi.fn();
    queue.onWanted(mount);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it("queues again once the host disconnects, and stops calling a removed outlet", () => {
    const mount = vi.fn();
    const removeOutlet = queue.onWanted(mount);
    const received: ToastRequest[] = [];
    const disconnect = queue.connectHost((request) => received.push(request));
    disconnect();
    removeOutlet();
    queue.push(offline);
    expect(received).toEqual([]);
    expect(mount).not.toHaveBeenCalled();
    const later: ToastRequest[] = [];
    queue.connectHost((request) => later.push(request));
    expect(later).toEqual([offline]);
  });
});
