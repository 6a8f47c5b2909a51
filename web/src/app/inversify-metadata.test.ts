import { afterEach, describe, expect, it, vi } from "vitest";

type Metadata = {
  getOwnMetadata?: (metadataKey: unknown, target: object, propertyKey?: string | symbol) => unknown;
  defineMetadata?: (metadataKey: unknown, value: unknown, target: object, propertyKey?: string | symbol) => void;
};
const reflect = Reflect as unknown as Metadata;
const original = { getOwnMetadata: reflect.getOwnMetadata, defineMetadata: reflect.defineMetadata };

/** Loads the stand-in afresh on a Reflect with the two functions set as given. */
async function load(existing: Metadata): Promise<Metadata> {
  delete reflect.getOwnMetadata;
  delete reflect.defineMetadata;
  Object.assign(reflect, existing);
  vi.resetModules();
  await import("./inversify-metadata");
  return { getOwnMetadata: reflect.getOwnMetadata, defineMetadata: reflect.defineMetadata };
}

afterEach(() => {
  delete reflect.getOwnMetadata;
  delete reflect.defineMetadata;
  Object.assign(reflect, Object.fromEntries(Object.entries(original).filter(([, value]) => value !== undefined)));
});

describe("the metadata stand-in for inversify", () => {
  it("keeps each value by target, property and key, as inversify's binding counter reads and writes it", async () => {
    const { getOwnMetadata, defineMetadata } = await load({});
    const other = {};
    defineMetadata!("@inversifyjs/container/bindingId", 1, Object);
    defineMetadata!("@inversifyjs/container/bindingId", 2, Object);
    defineMetadata!("k", "on a property", Object, "p");
    expect([
      getOwnMetadata!("@inversifyjs/container/bindingId", Object),
      getOwnMetadata!("k", Object, "p"),
      getOwnMetadata!("k", Object),
      getOwnMetadata!("@inversifyjs/container/bindingId", other),
    ]).toEqual([2, "on a property", undefined, undefined]);
  });

  it("leaves a real polyfill's functions in place", async () => {
    const real: Metadata = { getOwnMetadata: () => "real", defineMetadata: () => undefined };
    expect(await load(real)).toEqual(real);
  });
});
