import fc from "fast-check";
import { err, ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, orThrow } from "../../adapters/server/api-error";
import { authOf } from "../../adapters/server/auth";
import type { RouteModule } from "../../adapters/server/route-module";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

const echoBody = z.object({ email: z.email({ error: "EMAIL_INVALID" }), count: z.number().int() });

// Test-only routes exercising the plumbing the slices rely on.
const plumbingRoutes: RouteModule = (app) => {
  app.post("/test/echo", { schema: { body: echoBody, response: { 200: z.object({ email: z.string(), count: z.number() }) } } }, async (request) =>
    // The extra field must be stripped by the response schema.
    ({ ...request.body, passwordHash: "secret" }),
  );
  app.get("/test/missing", async () => orThrow(err({ code: "THING_NOT_FOUND", id: "42" })));
  app.get("/test/throttled", async () => orThrow(err({ code: "LOGIN_THROTTLED", retryAfterSeconds: 61.5 })));
  app.get("/test/storage", async () => orThrow(err({ code: "STORAGE_UNAVAILABLE", detail: "connection refused at 10.0.0.5" })));
  app.get("/test/ok", async () => orThrow(ok({ fine: true })));
  app.get("/test/boom", async () => {
    throw new Error("database password is hunter2");
  });
  app.get("/test/me", { preHandler: app.authenticate }, async (request) => ({ userId: authOf(request).userId }));
  app.get("/test/unguarded", async (request) => ({ userId: authOf(request).userId }));
  app.get("/test/admin", { preHandler: [app.authenticate, app.requireAdmin] }, async () => ({ admin: true }));
  app.get("/test/teapot", async () => {
    throw new ApiError(418, "I_AM_A_TEAPOT");
  });
};

const JSON_HEADERS = { "content-type": "application/json" };

describe("server foundation", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ routeModules: [plumbingRoutes], config: { bodyLimitBytes: 4096 } });
  });
  afterAll(() => server.close());

  const call = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, init);

  describe("error bodies", () => {
    it.each([
      ["a missing field", { email: "a@b.co" }, ["count: Invalid input: expected number, received undefined"], [{ field: "count", code: "VALIDATION_FAILED" }]],
      ["an invalid email (core code rendered)", { email: "nope", count: 1 }, ["email: Please enter a valid email address."], [{ field: "email", code: "EMAIL_INVALID" }]],
      ["a body that is not an object", [1, 2], ["body: Invalid input: expected object, received array"], [{ field: "body", code: "VALIDATION_FAILED" }]],
    ])("answers 400 naming the field for %s", async (_name, body, message, fields) => {
      const res = await call("/test/echo", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: "VALIDATION_FAILED", message, fields });
    });

    it("writes the messages in Thai when the caller prefers Thai", async () => {
      const res = await call("/test/echo", { method: "POST", headers: { ...JSON_HEADERS, "accept-language": "th-TH,th;q=0.9" }, body: '{"email":"x","count":1}' });
      expect(await res.json()).toEqual({ code: "VALIDATION_FAILED", message: ["email: กรุณากรอกอีเมลให้ถูกต้อง"], fields: [{ field: "email", code: "EMAIL_INVALID" }] });
    });

    it("answers only the fields of the response schema", async () => {
      const res = await call("/test/echo", { method: "POST", headers: JSON_HEADERS, body: '{"email":"a@b.co","count":2}' });
      expect(await res.json()).toEqual({ email: "a@b.co", count: 2 });
    });

    it.each([
      ["/test/missing", 404, { code: "THING_NOT_FOUND", message: "Something went wrong.", details: { id: "42" } }],
      ["/test/throttled", 429, { code: "LOGIN_THROTTLED", message: "Something went wrong.", details: { retryAfterSeconds: 61.5 } }],
      ["/test/storage", 503, { code: "STORAGE_UNAVAILABLE", message: "Our service is temporarily unavailable. Please try again in a moment." }],
      ["/test/boom", 500, { code: "GENERIC", message: "Something went wrong." }],
      ["/test/teapot", 418, { code: "I_AM_A_TEAPOT", message: "Something went wrong." }],
      ["/test/nowhere", 404, { code: "NOT_FOUND", message: "This page or item does not exist." }],
    ])("answers %s with %i and a body without internals", async (path, status, body) => {
      const res = await call(path);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual(body);
    });

    it("sets Retry-After in whole seconds for a throttled call", async () => {
      expect((await call("/test/throttled")).headers.get("retry-after")).toBe("62");
    });

    it("answers an ok result with its value", async () => {
      expect(await (await call("/test/ok")).json()).toEqual({ fine: true });
    });

    it.each([
      ["malformed JSON", JSON_HEADERS, "{oops", 400, "BODY_INVALID"],
      ["an unsupported media type", { "content-type": "application/xml" }, "<a/>", 415, "MEDIA_TYPE_UNSUPPORTED"],
      ["a body over the limit", JSON_HEADERS, JSON.stringify({ email: "a@b.co", count: 1, pad: "x".repeat(5000) }), 413, "BODY_TOO_LARGE"],
    ])("answers %s with %i", async (_name, headers, body, status, code) => {
      const res = await call("/test/echo", { method: "POST", headers, body });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    });

    it("never answers 500 nor leaks a stack for random bodies", async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.record({ email: fc.string(), count: fc.anything() })), async (body) => {
          const res = await server.app.inject({ method: "POST", url: "/v1/api/test/echo", headers: JSON_HEADERS, payload: JSON.stringify(body) });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe("headers", () => {
    it("sends the security headers", async () => {
      const res = await call("/health");
      expect({
        nosniff: res.headers.get("x-content-type-options"),
        frame: res.headers.get("x-frame-options"),
        hsts: res.headers.get("strict-transport-security"),
        csp: res.headers.get("content-security-policy")?.includes("default-src 'self'"),
        poweredBy: res.headers.get("x-powered-by"),
      }).toEqual({ nosniff: "nosniff", frame: "SAMEORIGIN", hsts: "max-age=31536000; includeSubDomains", csp: true, poweredBy: null });
    });

    it("gives every answer a request id, keeping a plain one the caller sent", async () => {
      const own = await call("/health", { headers: { "x-request-id": "trace-0123456789" } });
      const forged = await call("/health", { headers: { "x-request-id": "bad\tid with spaces" } });
      const fresh = await call("/nowhere");
      expect(own.headers.get("x-request-id")).toBe("trace-0123456789");
      expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("allows CORS for a configured origin, preflight included", async () => {
      const origin = "http://127.0.0.1:5173";
      const simple = await call("/health", { headers: { origin } });
      const preflight = await call("/test/me", {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "PUT", "access-control-request-headers": "authorization,content-type" },
      });
      expect(simple.headers.get("access-control-allow-origin")).toBe(origin);
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
      expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    });

    it.each(["https://evil.example", "http://127.0.0.1:5174", "null"])("refuses CORS for the origin %s", async (origin) => {
      const res = await call("/test/me", { method: "OPTIONS", headers: { origin, "access-control-request-method": "GET" } });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    });
  });

  describe("authentication", () => {
    const me = (token: string | null) => call("/test/me", token === null ? {} : { headers: { authorization: `Bearer ${token}` } });
    const codeOf = async (res: Response) => ({ status: res.status, code: ((await res.json()) as { code: string }).code });

    it("sets request.auth from a live session's token", async () => {
      const { user, token } = await signInTestUser(server.deps);
      const res = await me(token);
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { userId: user.id } });
    });

    it.each([
      ["no Authorization header", async () => null, "UNAUTHORIZED"],
      ["a token that is not a JWT", async () => "abc", "TOKEN_INVALID"],
      ["a token signed with another key", async () => `${(await signInTestUser(server.deps)).token.slice(0, -4)}AAAA`, "TOKEN_INVALID"],
      [
        "an expired token",
        async () => {
          const { user, sessionId } = await signInTestUser(server.deps);
          const past = Date.now() - 24 * 3600_000;
          return server.deps.tokens.issue({ userId: user.id, sessionId, role: "USER", expiresAt: past + 1000 }, past);
        },
        "TOKEN_EXPIRED",
      ],
      [
        "a revoked session",
        async () => {
          const { token, sessionId } = await signInTestUser(server.deps);
          await server.deps.storage.sessions.revoke(sessionId, Date.now());
          return token;
        },
        "SESSION_REVOKED",
      ],
      [
        "a session that does not exist",
        async () => server.deps.tokens.issue({ userId: "u-1", sessionId: "nope", role: "USER", expiresAt: Date.now() + 60_000 }, Date.now()),
        "SESSION_REVOKED",
      ],
    ])("answers 401 for %s", async (_name, token, code) => {
      expect(await codeOf(await me(await token()))).toEqual({ status: 401, code });
    });

    it("answers 401 on a route that reads the caller without authenticating", async () => {
      expect(await codeOf(await call("/test/unguarded"))).toEqual({ status: 401, code: "UNAUTHORIZED" });
    });

    it.each([
      ["USER", 403],
      ["ADMIN", 200],
    ] as const)("lets admin routes through only for admins (%s -> %i)", async (role, status) => {
      const { token } = await signInTestUser(server.deps, { role });
      expect((await call("/test/admin", { headers: { authorization: `Bearer ${token}` } })).status).toBe(status);
    });
  });

  describe("OpenAPI", () => {
    it("serves the document generated from the contract schemas", async () => {
      const doc = (await (await call("/openapi.json")).json()) as {
        openapi: string;
        servers: unknown;
        paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required: string[] } }> }; security?: unknown }>>;
      };
      expect(doc.openapi).toBe("3.1.0");
      expect(doc.servers).toEqual([{ url: "/v1/api" }]);
      expect(doc.paths["/test/echo"]?.post?.requestBody?.content["application/json"]?.schema.required).toEqual(["email", "count"]);
      expect(doc.paths["/test/me"]?.get?.security).toEqual([{ bearer: [] }]);
      expect(doc.paths["/health"]?.get?.security).toBeUndefined();
    });

    it.each([
      ["post", "/user/registration"],
      ["post", "/user/loginWithEmailPassword"],
      ["get", "/user/profile"],
      ["put", "/user/unlink/{social}"],
    ])("documents the slices' route %s %s", async (method, route) => {
      const doc = (await (await call("/openapi.json")).json()) as { paths: Record<string, Record<string, { responses: object }>> };
      expect(doc.paths[route]?.[method]?.responses).toHaveProperty("default");
    });
  });
});
