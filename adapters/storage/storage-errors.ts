import { domainError } from "../../core/shared/domain-error";
import type { StorageError } from "../../core/ports/storage.port";

/** The database could not be reached or failed; the detail is for logs, never for users. */
export const storageUnavailable: (detail?: string) => StorageError = domainError("STORAGE_UNAVAILABLE", (detail?: string) =>
  detail === undefined ? {} : { detail },
);

/** A uniqueness or reference rule refused the write (taken email, unknown user, a race). */
export const storageConflict: (detail?: string) => StorageError = domainError("STORAGE_CONFLICT", (detail?: string) =>
  detail === undefined ? {} : { detail },
);
