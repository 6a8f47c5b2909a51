import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionInvalid } from "./account-options";

describe("optionInvalid", () => {
  it("names the refused option as typed on the command line, with exit code 2", () => {
    const parsed = z.object({ fromToken: z.string().min(2) }).safeParse({ fromToken: "x" });
    const failure = optionInvalid(parsed.error!);
    expect([failure.code, failure.vars, failure.exitCode]).toEqual(["CLI_OPTION_INVALID", { name: "--from-token" }, 2]);
  });
});
