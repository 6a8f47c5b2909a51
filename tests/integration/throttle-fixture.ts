import type { PasswordHasherPort } from "../../core/ports/account-services.port";

/** Resolves once `tick` was called `n` times: an event to wait for instead of a sleep. */
export function countdown(n: number): Readonly<{ tick: () => void; done: Promise<void> }> {
  let left = n;
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  if (left <= 0) resolve();
  return {
    tick: () => {
      left -= 1;
      if (left === 0) resolve();
    },
    done,
  };
}

/**
 * The real hasher, with every verification held until `open()`: the requests of a burst are
 * all in the server at once, so the test sees which of them were let through to the password check.
 */
export function gatedHasher(inner: PasswordHasherPort): PasswordHasherPort & Readonly<{ open: () => void; onVerify: (listener: () => void) => void }> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const listeners: Array<() => void> = [];
  return {
    hash: (clientHash) => inner.hash(clientHash),
    needsRehash: (stored) => inner.needsRehash(stored),
    async verify(clientHash, stored) {
      for (const listener of listeners) listener();
      await gate;
      return inner.verify(clientHash, stored);
    },
    open: () => open(),
    onVerify: (listener) => {
      listeners.push(listener);
    },
  };
}
