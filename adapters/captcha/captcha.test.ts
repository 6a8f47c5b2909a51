import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { err, ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaInvalid, captchaUnavailable } from "../../core/account/account.errors";
import { createCaptcha, createRecaptcha, createTestTokenCaptcha } from "./";

// A loopback stand-in for Google's siteverify: the token decides the answer.
const ANSWERS: Readonly<Record<string, [number, string]>> = {
  human: [200, '{"success":true}'],
  robot: [200, '{"success":false,"error-codes":["invalid-input-response"]}'],
  broken: [500, "oops"],
  garbled: [200, '{"ok":1}'],
};

describe("captcha adapters", () => {
  let server: Server;
  let verifyUrl: string;
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const form = new URLSearchParams(body);
        received.push(form);
        const [status, answer] = ANSWERS[form.get("response") ?? ""] ?? [200, '{"success":false}'];
        response.writeHead(status, { "content-type": "application/json" }).end(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ["human", ok(undefined)],
    ["robot", err(captchaInvalid())],
    ["broken", err(captchaUnavailable())],
    ["garbled", err(captchaUnavailable())],
  ] as const)("answers a %s token from siteverify", async (token, expected) => {
    expect(await createRecaptcha({ secret: "s3cret", verifyUrl }).verify(token, "203.0.113.9")).toEqual(expected);
  });

  it("sends the secret, the token and the caller's address to siteverify", async () => {
    await createRecaptcha({ secret: "s3cret", verifyUrl }).verify("human", "203.0.113.9");
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: "s3cret", response: "human", remoteip: "203.0.113.9" });
  });

  it.each([
    ["empty", ""],
    ["too long", "x".repeat(5000)],
  ])("refuses an %s token without calling siteverify", async (_name, token) => {
    const before = received.length;
    expect(await createRecaptcha({ secret: "s", verifyUrl }).verify(token, null)).toEqual(err(captchaInvalid()));
    expect(received.length).toBe(before);
  });

  it("reports an unreachable siteverify as unavailable, never as a pass", async () => {
    const captcha = createRecaptcha({ secret: "s", verifyUrl: "http://127.0.0.1:9/siteverify", timeoutMs: 2000 });
    expect(await captcha.verify("human", null)).toEqual(err(captchaUnavailable()));
  });

  it("accepts only the fixed token in test-token mode", async () => {
    const captcha = createTestTokenCaptcha("kul-test");
    expect(await captcha.verify("kul-test", null)).toEqual(ok(undefined));
    expect(await captcha.verify("human", null)).toEqual(err(captchaInvalid()));
  });

  it.each([
    ["local", undefined, "kul-test", ok(undefined)],
    ["local", undefined, "human", err(captchaInvalid())],
    ["develop", "s3cret", "human", ok(undefined)],
    ["alpha", "s3cret", "kul-test", ok(undefined)],
    ["production", "s3cret", "kul-test", err(captchaInvalid())],
    ["production", "s3cret", "human", ok(undefined)],
  ] as const)("in %s (secret %s) answers the token %s", async (environment, recaptchaSecret, token, expected) => {
    const captcha = createCaptcha({ environment, captchaTestToken: "kul-test", recaptchaSecret, recaptchaVerifyUrl: verifyUrl });
    expect(await captcha.verify(token, null)).toEqual(expected);
  });

  it("refuses to start in production without a reCAPTCHA secret", () => {
    expect(() => createCaptcha({ environment: "production", captchaTestToken: "t", recaptchaSecret: undefined, recaptchaVerifyUrl: verifyUrl })).toThrow(
      "RECAPTCHA_SECRET is required in production",
    );
  });
});
