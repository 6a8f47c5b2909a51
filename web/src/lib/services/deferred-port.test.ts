import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { ApiError } from "@core/ports/api.errors";
import { deferredPort } from "./deferred-port";
import { lazyService } from "./lazy-service";

type EchoPort = {
  echo(text: string, times: number): ResultAsync<string, ApiError>;
  refuse(): ResultAsync<never, ApiError>;
};

const FORBIDDEN: ApiError = { code: "FORBIDDEN", status: 403, message: "no" };
const realPort: EchoPort = { echo: (text, times) => okAsync(text.repeat(times)), refuse: () => errAsync(FORBIDDEN) };

describe("an API port whose implementation loads at its first call", () => {
  it("loads nothing until a method is called, then forwards the arguments and the answer", async () => {
    let loads = 0;
    const port = deferredPort(
      lazyService(async () => (loads++, realPort)),
      { echo: true, refuse: true },
    );
    expect(loads).toBe(0);
    expect((await port.echo("ab", 3))._unsafeUnwrap()).toBe("ababab");
    expect((await port.refuse())._unsafeUnwrapErr()).toEqual(FORBIDDEN);
    expect(loads).toBe(1);
  });

  it("answers NETWORK_ERROR when the chunk does not download, and loads again at the next call", async () => {
    let attempts = 0;
    const port = deferredPort(
      lazyService(async () => {
        attempts++;
        if (attempts === 1) throw new Error("Failed to fetch dynamically imported module");
        return realPort;
      }),
      { echo: true, refuse: true },
    );
    expect((await port.echo("x", 1))._unsafeUnwrapErr()).toEqual({ code: "NETWORK_ERROR", status: null, message: "Failed to fetch dynamically imported module" });
    expect((await port.echo("x", 2))._unsafeUnwrap()).toBe("xx");
    expect(attempts).toBe(2);
  });
});
