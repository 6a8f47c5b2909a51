/**
 * A small synchronous key-value store that outlives a redirect within one browser tab
 * (sessionStorage in the web app, a Map in tests): what a flow keeps while the user is on
 * another site, such as a pending social sign-in.
 */
export interface TabStorePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
