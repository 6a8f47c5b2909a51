import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { buildSchemaNow, deferredSchema, lazySchema, once } from "./lazy-schema";

const buildItem = () => z.object({ code: z.string().trim().min(1, "CODE_REQUIRED"), amount: z.string().regex(/^\d+$/).transform(BigInt) });

describe("lazySchema outside a browser", () => {
  it("builds the schema at once and returns it as it is", () => {
    const build = vi.fn(buildItem);
    const item = lazySchema(build);
    expect(build).toHaveBeenCalledTimes(1);
    // What the server's OpenAPI document needs: zod's JSON Schema keys on the schemas themselves.
    expect(item instanceof z.ZodObject).toBe(true);
    expect(z.toJSONSchema(z.object({ item }), { io: "input" })).toEqual(z.toJSONSchema(z.object({ item: buildItem() }), { io: "input" }));
  });
});

describe("deferredSchema (lazySchema in a browser)", () => {
  it("builds nothing until the schema is first read, then builds once", () => {
    const build = vi.fn(buildItem);
    const item = deferredSchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(item.parse({ code: " ETH ", amount: "10" })).toEqual({ code: "ETH", amount: 10n });
    expect(item.safeParse({ code: "", amount: "1" }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("reports the same issues as the schema it stands for", () => {
    const input = { code: "", amount: "x" };
    expect(deferredSchema(buildItem).safeParse(input).error?.issues).toEqual(buildItem().safeParse(input).error?.issues);
  });

  it("passes the checks the server and the clients make on a schema", () => {
    const item = deferredSchema(buildItem);
    expect(item instanceof z.ZodType).toBe(true);
    expect(item instanceof z.ZodObject).toBe(true);
    expect(item.shape.code instanceof z.ZodString).toBe(true);
    expect(Object.keys(item.shape)).toEqual(["code", "amount"]);
  });

  it("composes like any schema: inside objects and arrays, extended, optional", () => {
    const item = deferredSchema(buildItem);
    const page = z.object({ results: z.array(item), next: z.string().nullable() });
    expect(page.parse({ results: [{ code: "DAI", amount: "2" }], next: null })).toEqual({ results: [{ code: "DAI", amount: 2n }], next: null });
    expect(page.safeParse({ results: [{ code: "DAI", amount: "-2" }], next: null }).error?.issues[0]?.path).toEqual(["results", 0, "amount"]);
    const withNote = item.extend({ note: z.string() });
    expect(withNote.parse({ code: "A", amount: "1", note: "n" })).toEqual({ code: "A", amount: 1n, note: "n" });
    expect(item.optional().parse(undefined)).toBeUndefined();
  });

  it("throws the ZodError the schema throws", () => {
    expect(() => deferredSchema(buildItem).parse({})).toThrow(z.ZodError);
  });
});

describe("buildSchemaNow", () => {
  it("builds a deferred schema once, ahead of its first parse", () => {
    const build = vi.fn(buildItem);
    const item = deferredSchema(build);
    buildSchemaNow(item);
    expect(build).toHaveBeenCalledTimes(1);
    buildSchemaNow(item);
    expect(item.parse({ code: "ETH", amount: "1" })).toEqual({ code: "ETH", amount: 1n });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("leaves a schema built already as it is", () => {
    const item = buildItem();
    buildSchemaNow(item);
    expect(item.parse({ code: "ETH", amount: "1" })).toEqual({ code: "ETH", amount: 1n });
  });
});

describe("once", () => {
  it("computes on the first call only and returns that value after", () => {
    const compute = vi.fn(() => ({ built: true }));
    const value = once(compute);
    expect(compute).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
