import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { authOf } from "../server/auth";
import type { RouteModule } from "../server/route-module";
import { signInTestUser, startTestServer, type TestServer } from "../../tests/integration/server-harness";
import { createApiClient, normaliseErrorBody } from "./api-client";

let releaseHang: () => void = () => {};
const hang = new Promise<void>((resolve) => {
  releaseHang = resolve;
});

const clientRoutes: RouteModule = (app) => {
  app.get("/test/whoami", { preHandler: app.authenticate }, async (request) => ({ userId: authOf(request).userId }));
  app.get("/test/query", { schema: { querystring: z.object({ from: z.string(), n: z.coerce.number() }) } }, async (request) => request.query);
  app.put("/test/body", { schema: { body: z.object({ name: z.string().min(1), age: z.number() }) } }, async (request) => ({ saved: request.body.name }));
  app.get("/test/hang", async () => {
    await hang;
    return { late: true };
  });
};

describe("the API client", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ routeModules: [clientRoutes] });
  });
  afterAll(async () => {
    releaseHang();
    await server.close();
  });

  it("answers the parsed body of a 2xx", async () => {
    expect((await server.client.get("/health", { response: z.object({ status: z.literal("ok") }) }))._unsafeUnwrap()).toEqual({ status: "ok" });
  });

  it("sends the query string and the JSON body", async () => {
    const query = await server.client.get("/test/query", { query: { from: "ETH", n: 3, skipped: undefined }, response: z.object({ from: z.string(), n: z.number() }) });
    const body = await server.client.put("/test/body", { body: { name: "Nok", age: 30 }, response: z.object({ saved: z.string() }) });
    expect([query._unsafeUnwrap(), body._unsafeUnwrap()]).toEqual([{ from: "ETH", n: 3 }, { saved: "Nok" }]);
  });

  it("sends the token as a Bearer Authorization header", async () => {
    const { user, token } = await signInTestUser(server.deps);
    const answer = await server.clientWithToken(token).get("/test/whoami", { response: z.object({ userId: z.string() }) });
    expect(answer._unsafeUnwrap()).toEqual({ userId: user.id });
  });

  it("normalises a server error: its code and message, list items joined by spaces", async () => {
    const answer = await server.client.put("/test/body", { body: { name: "" }, response: z.unknown() });
    expect(answer._unsafeUnwrapErr()).toEqual({
      code: "VALIDATION_FAILED",
      status: 400,
      message: "name: Too small: expected string to have >=1 characters age: Invalid input: expected number, received undefined",
      fields: [
        { field: "name", code: "VALIDATION_FAILED" },
        { field: "age", code: "VALIDATION_FAILED" },
      ],
    });
  });

  it("asks for messages in the user's language", async () => {
    const thai = createApiClient({ baseUrl: server.baseUrl, getToken: () => null, getLanguage: () => "th" });
    expect((await thai.get("/test/whoami", { response: z.unknown() }))._unsafeUnwrapErr()).toEqual({
      code: "UNAUTHORIZED",
      status: 401,
      message: "กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ",
    });
  });

  it("refuses an answer that breaks the contract", async () => {
    const answer = await server.client.get("/health", { response: z.object({ status: z.literal("down") }) });
    expect(answer._unsafeUnwrapErr()).toEqual({ code: "RESPONSE_INVALID", status: 200, message: "Unexpected answer from GET /health." });
  });

  it("reads static data from the static base", async () => {
    const client = createApiClient({ baseUrl: "http://127.0.0.1:9/v1/api", staticBaseUrl: server.baseUrl, getToken: () => null });
    expect((await client.get("/health", { static: true, response: z.object({ status: z.string() }) }))._unsafeUnwrap()).toEqual({ status: "ok" });
  });

  it("reports a timeout when no answer comes in time", async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => null, timeoutMs: 200 });
    expect((await client.get("/test/hang", { response: z.unknown() }))._unsafeUnwrapErr()).toEqual({ code: "TIMEOUT", status: null, message: "No answer within 0.2 s." });
  });

  it("reports a cancelled request", async () => {
    const answer = await server.client.get("/health", { response: z.unknown(), signal: AbortSignal.abort() });
    expect(answer._unsafeUnwrapErr()).toEqual({ code: "ABORTED", status: null, message: "The request was cancelled." });
  });

  it("reports a network error when nothing listens", async () => {
    const client = createApiClient({ baseUrl: "http://127.0.0.1:9/v1/api", getToken: () => null });
    const failure = (await client.get("/health", { response: z.unknown() }))._unsafeUnwrapErr();
    expect({ code: failure.code, status: failure.status }).toEqual({ code: "NETWORK_ERROR", status: null });
  });
});

describe("normaliseErrorBody", () => {
  it.each([
    [502, "<html>Bad gateway</html>", { code: "GENERIC", status: 502, message: "HTTP 502" }],
    [500, undefined, { code: "GENERIC", status: 500, message: "HTTP 500" }],
    [409, { code: "EMAIL_TAKEN", message: "Taken." }, { code: "EMAIL_TAKEN", status: 409, message: "Taken." }],
    [429, { code: "T", message: ["a", "b"], details: { retryAfterSeconds: 5 } }, { code: "T", status: 429, message: "a b", details: { retryAfterSeconds: 5 } }],
  ])("turns a %i answer into a client error", (status, body, expected) => {
    expect(normaliseErrorBody(status, body)).toEqual(expected);
  });
});
