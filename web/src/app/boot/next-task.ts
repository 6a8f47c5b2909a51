/**
 * Resolves in a new task of the event loop. Boot work separated by it runs as several short tasks
 * instead of one long one: the browser can paint and answer input in between.
 * @example const config = await loadConfig(); await nextTask(); const container = createAppContainer(config);
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
