import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldIssues } from "./field-issue";

const schema = z.object({
  items: z.array(z.object({ n: z.number() })),
  code: z.string().refine((v) => v.length === 4, { message: "CODE_TOO_SHORT" }),
});

describe("fieldIssues", () => {
  it.each([
    ["a wrong type deep inside", { items: [{ n: 1 }, { n: "2" }], code: "ABCD" }, [{ path: "items.1.n", code: "FIELD_INVALID" }]],
    ["a refinement's own code", { items: [], code: "AB" }, [{ path: "code", code: "CODE_TOO_SHORT" }]],
    [
      "every problem, in order",
      { code: "AB" },
      [
        { path: "items", code: "FIELD_INVALID" },
        { path: "code", code: "CODE_TOO_SHORT" },
      ],
    ],
  ])("reports %s", (_name, input, issues) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success ? [] : fieldIssues(parsed.error, "FIELD_INVALID")).toEqual(issues);
  });
});
