import type { FastifyRequest } from "fastify";

// Routes whose query strings carry secrets or personal data: the API's account routes (the
// deprecated GET /user/2fa/verify holds a code and a login challenge), the dev outbox (an email),
// and the web pages that reset and confirmation mails link to (email and single-use token).
const PRIVATE_QUERY_PATHS: readonly RegExp[] = [/^\/v1\/api\/user\//, /^\/v1\/api\/dev\//, /^\/(reset-password|confirm-email)\/?$/];

/** The URL as the request log keeps it: the query of a private route replaced by "?[redacted]". */
export function loggedUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const path = url.slice(0, start);
  return PRIVATE_QUERY_PATHS.some((pattern) => pattern.test(path)) ? `${path}?[redacted]` : url;
}

/** Fastify's request serializer, with loggedUrl instead of the raw URL and no headers. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
