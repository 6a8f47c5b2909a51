import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ErrorBody, FieldError } from "../api-contract/common.schema";
import { ApiError } from "./api-error";
import { errorMessage, isErrorCode, messageLanguage, type MessageLanguage } from "./error-messages";

// Fastify's own failures, by its error code, as the product's codes.
const FASTIFY_CODES: Readonly<Record<string, readonly [number, string]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "BODY_TOO_LARGE"],
  FST_REQ_FILE_TOO_LARGE: [413, "BODY_TOO_LARGE"],
  FST_FILES_LIMIT: [413, "BODY_TOO_LARGE"],
  FST_PARTS_LIMIT: [413, "BODY_TOO_LARGE"],
  FST_FIELDS_LIMIT: [413, "BODY_TOO_LARGE"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "MEDIA_TYPE_UNSUPPORTED"],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "MEDIA_TYPE_UNSUPPORTED"],
};

function statusByClass(status: number): string {
  if (status === 401) return "UNAUTHORIZED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 413) return "BODY_TOO_LARGE";
  if (status === 415) return "MEDIA_TYPE_UNSUPPORTED";
  if (status === 429) return "TOO_MANY_REQUESTS";
  return "BODY_INVALID";
}

/** Invalid input as a 400 naming every field, in the caller's language. */
function validationBody(error: z.ZodError, context: string, language: MessageLanguage): ErrorBody {
  const fields: FieldError[] = error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join(".") : context,
    code: isErrorCode(issue.message) ? issue.message : "VALIDATION_FAILED",
  }));
  const message = error.issues.map((issue, i) => {
    const text = isErrorCode(issue.message) ? errorMessage(language, issue.message) : issue.message;
    return `${fields[i]?.field ?? context}: ${text}`;
  });
  return { code: "VALIDATION_FAILED", message, fields };
}

function publicDetails(details: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  // `detail` carries adapter internals (driver messages): never sent.
  const entries = Object.entries(details).filter(([key, value]) => key !== "detail" && typeof value !== "bigint");
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function setRetryAfter(reply: FastifyReply, details: Readonly<Record<string, unknown>>): void {
  const seconds =
    typeof details.retryAfterSeconds === "number"
      ? details.retryAfterSeconds
      : typeof details.retryAfterMs === "number"
        ? details.retryAfterMs / 1000
        : undefined;
  if (seconds !== undefined) reply.header("retry-after", String(Math.max(1, Math.ceil(seconds))));
}

/** Answers every failure as `{ code, message }` (never a stack trace) and logs server faults. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = messageLanguage(request.headers["accept-language"]);
  if (error instanceof z.ZodError) {
    const context = (error as { validationContext?: string }).validationContext ?? "body";
    request.log.info({ issues: error.issues.length }, "request invalid");
    return reply.status(400).send(validationBody(error, context, language));
  }
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.error({ code: error.code, details: error.details }, "dependency failed");
    setRetryAfter(reply, error.details);
    const details = error.statusCode < 500 ? publicDetails(error.details) : undefined;
    const body: ErrorBody = { code: error.code, message: errorMessage(language, error.code, error.details), ...(details ? { details } : {}) };
    return reply.status(error.statusCode).send(body);
  }
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code !== undefined && Object.hasOwn(FASTIFY_CODES, fastifyError.code) ? FASTIFY_CODES[fastifyError.code] : undefined;
  const status = mapped?.[0] ?? fastifyError.statusCode ?? 500;
  if (status >= 500 || status < 400) {
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "GENERIC", message: errorMessage(language, "GENERIC") } satisfies ErrorBody);
  }
  const code = mapped?.[1] ?? statusByClass(status);
  return reply.status(status).send({ code, message: errorMessage(language, code) } satisfies ErrorBody);
}

/** Installs the error and not-found handlers on `app` and its children. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const language = messageLanguage(request.headers["accept-language"]);
    return reply.status(404).send({ code: "NOT_FOUND", message: errorMessage(language, "NOT_FOUND") } satisfies ErrorBody);
  });
}
