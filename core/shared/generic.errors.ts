import { domainError } from "./domain-error";

/** A failure the core cannot explain further (an unexpected answer from a port). */
export const genericError = domainError("GENERIC", (cause?: string) => ({ cause }));
export type GenericError = ReturnType<typeof genericError>;
