/**
 * Polls `condition` until it holds or `timeoutMs` passes (then throws with `what`), so a test
 * waits for an event to happen rather than for a guessed amount of time.
 * @example await eventually(() => reads.length > 0, "the runner reads the chain");
 */
export async function eventually(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000, intervalMs = 10): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
