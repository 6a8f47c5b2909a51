/** A service's key (the symbols of tokens.ts, and the root's own). */
export type ServiceId = symbol;

/** What the app reads services from: each is made by its factory at its first get, then kept. */
export type ServiceContainer = Readonly<{ get: <T>(id: ServiceId) => T }>;

/** A container being composed: `bind` registers a service's factory, once per id. */
export type ServiceBinder = ServiceContainer & Readonly<{ bind: <T>(id: ServiceId, factory: () => T) => void }>;

/**
 * The web root's container. The app binds every service with a factory, as a singleton, and
 * only gets them back by id: that is all it used of inversify, whose container (planning,
 * scopes, constructor injection) cost the first load about 20 KB gzip. The CLI and the server
 * keep inversify.
 * @example const services = createServiceContainer(); services.bind(TOKENS.Clock, () => systemClock); services.get(TOKENS.Clock);
 */
export function createServiceContainer(): ServiceBinder {
  const factories = new Map<ServiceId, () => unknown>();
  const made = new Map<ServiceId, unknown>();
  return {
    bind(id, factory) {
      if (factories.has(id)) throw new Error(`service ${String(id)} is bound twice`);
      factories.set(id, factory);
    },
    get<T>(id: ServiceId): T {
      if (made.has(id)) return made.get(id) as T;
      const factory = factories.get(id);
      if (factory === undefined) throw new Error(`no service is bound to ${String(id)}`);
      const service = factory();
      made.set(id, service);
      return service as T;
    },
  };
}
