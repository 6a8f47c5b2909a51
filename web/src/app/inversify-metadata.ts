// Stands in for "reflect-metadata/lite" in the web build (web/vite.config.mts aliases it here):
// inversify imports that polyfill for its decorators, which this app does not use (every binding is
// a factory), and it cost the first load about 2.4 KB gzip. What inversify still calls without
// decorators is Reflect.getOwnMetadata and Reflect.defineMetadata, to number its bindings (a counter
// kept on Object): those two are defined here, on a WeakMap, unless a real polyfill already did.
type Key = string | symbol | undefined;
type MetadataReflect = {
  getOwnMetadata?: (metadataKey: unknown, target: object, propertyKey?: Key) => unknown;
  defineMetadata?: (metadataKey: unknown, value: unknown, target: object, propertyKey?: Key) => void;
};

const tables = new WeakMap<object, Map<Key, Map<unknown, unknown>>>();
// The polyfill's global types declare both; at run time they exist only once set here (or by a real polyfill).
const reflect = Reflect as unknown as MetadataReflect;

reflect.getOwnMetadata ??= (metadataKey, target, propertyKey) => tables.get(target)?.get(propertyKey)?.get(metadataKey);
reflect.defineMetadata ??= (metadataKey, value, target, propertyKey) => {
  let byProperty = tables.get(target);
  if (byProperty === undefined) tables.set(target, (byProperty = new Map()));
  let table = byProperty.get(propertyKey);
  if (table === undefined) byProperty.set(propertyKey, (table = new Map()));
  table.set(metadataKey, value);
};

export {};
