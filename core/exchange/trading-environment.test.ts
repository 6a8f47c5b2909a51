import { describe, expect, it } from "vitest";
import { tradingEnvironment } from "./trading-environment";

describe("tradingEnvironment", () => {
  it.each([
    [{ environment: "production", insider: false }, "swap"],
    [{ environment: "local", insider: false }, "local"],
    [{ environment: "alpha", insider: false }, "alpha"],
    [{ environment: "production", insider: true }, "insider"],
    [{ environment: "local", insider: true }, "insider"],
  ] as const)("runs the flow of %o in %s", (deployment, environment) => {
    expect(tradingEnvironment(deployment)).toBe(environment);
  });
});
