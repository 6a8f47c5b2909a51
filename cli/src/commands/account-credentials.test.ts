import { describe, expect, it } from "vitest";
import { parseConfirmation, readPassword } from "./account-credentials";

describe("account credentials", () => {
  it("takes the password from KUL_PASSWORD first, prompts only when interactive, else gives none", async () => {
    const prompt = async () => "typed";
    expect(await readPassword({ env: { KUL_PASSWORD: "from-env" }, interactive: true, prompt }, "Password")).toBe("from-env");
    expect(await readPassword({ env: { KUL_PASSWORD: "" }, interactive: true, prompt }, "Password")).toBe("typed");
    expect(await readPassword({ env: {}, interactive: false, prompt }, "Password")).toBeNull();
  });

  it("reads the code and email of a mailed confirmation link, or a bare code", () => {
    expect(parseConfirmation(" http://127.0.0.1:5173/confirm-email?code=abc_-1&email=ann%2Bx%40example.com ")).toEqual({ code: "abc_-1", email: "ann+x@example.com" });
    expect(parseConfirmation("https://app.test/confirm-email?email=a%40b.co")).toEqual({ code: "", email: "a@b.co" });
    expect(parseConfirmation("abc_-1")).toEqual({ code: "abc_-1", email: null });
  });
});
