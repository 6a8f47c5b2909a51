import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Role } from "../../core/ports/storage.port";
import { ApiError, toApiError } from "./api-error";
import type { ServerDeps } from "./server-deps";

/** Who is calling: set on `request.auth` by the authenticate preHandler. */
export type AuthContext = Readonly<{ userId: string; sessionId: string; role: Role }>;

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, once `authenticate` ran; null on public routes. */
    auth: AuthContext | null;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Bearer JWT -> signature and expiry -> session neither revoked nor expired -> `request.auth`.
 * Any failure answers 401 with why (UNAUTHORIZED, TOKEN_INVALID, TOKEN_EXPIRED, SESSION_REVOKED).
 */
export function authenticateWith(deps: Pick<ServerDeps, "tokens" | "storage" | "clock">): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === null) throw new ApiError(401, "UNAUTHORIZED");
    const now = deps.clock.now();
    const claims = deps.tokens.verify(token, now);
    if ("code" in claims) throw new ApiError(401, claims.code);
    const session = await deps.storage.sessions.findById(claims.sessionId);
    if (session.isErr()) throw toApiError(session.error);
    const live = session.value;
    if (live === null || live.userId !== claims.userId || live.revokedAt !== null || live.expiresAt <= now) {
      throw new ApiError(401, "SESSION_REVOKED");
    }
    request.auth = { userId: claims.userId, sessionId: claims.sessionId, role: claims.role };
  };
}

/**
 * Admin-only routes: run after authenticate; the role is read from storage, not only the token,
 * so a demoted admin loses access at once.
 */
export function requireAdminWith(deps: Pick<ServerDeps, "storage">): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = authOf(request);
    const user = await deps.storage.users.findById(auth.userId);
    if (user.isErr()) throw toApiError(user.error);
    if (user.value?.role !== "ADMIN") throw new ApiError(403, "FORBIDDEN");
  };
}

/** The caller of an authenticated route; 401 when the route forgot its authenticate preHandler. */
export function authOf(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw new ApiError(401, "UNAUTHORIZED");
  return request.auth;
}
