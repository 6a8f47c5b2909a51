import { describe, expect, it } from "vitest";
import { createServiceContainer } from "./service-container";

const CLOCK = Symbol("clock");
const MISSING = Symbol("missing");

describe("the web root's service container", () => {
  it("makes a service at its first get and hands the same one back afterwards", () => {
    const services = createServiceContainer();
    let made = 0;
    services.bind(CLOCK, () => ({ made: ++made }));
    expect(made).toBe(0);
    const first = services.get(CLOCK);
    expect(services.get(CLOCK)).toBe(first);
    expect(first).toEqual({ made: 1 });
  });

  it("retries a factory that threw, at the next get", () => {
    const services = createServiceContainer();
    let calls = 0;
    services.bind(CLOCK, () => {
      if (++calls === 1) throw new Error("not yet");
      return "ready";
    });
    expect(() => services.get(CLOCK)).toThrow("not yet");
    expect(services.get(CLOCK)).toBe("ready");
  });

  it("refuses an id bound twice and one never bound", () => {
    const services = createServiceContainer();
    services.bind(CLOCK, () => 1);
    expect(() => services.bind(CLOCK, () => 2)).toThrow("bound twice");
    expect(() => services.get(MISSING)).toThrow("no service is bound");
  });
});
