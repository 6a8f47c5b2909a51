import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientPasswordHash } from "./password-hash";

describe("the client password hash", () => {
  it("hashes the password as the web app does (SHA-256 hex of the UTF-8 text)", async () => {
    expect(await clientPasswordHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await clientPasswordHash("รหัส")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("hashes passwords as the server expects (SHA-256 hex, like Node's)", async () => {
    const password = "Session-Passw0rd";
    expect(await clientPasswordHash(password)).toBe(createHash("sha256").update(password).digest("hex"));
    expect(await clientPasswordHash("รหัสผ่าน")).toBe(createHash("sha256").update("รหัสผ่าน", "utf8").digest("hex"));
  });
});
