import { storageConflict } from "./storage-errors";
import type { StorageError } from "../../core/ports/storage.port";

/** True when a text holds U+0000, which PostgreSQL text columns cannot store. */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

/**
 * The conflict to answer when a row to write holds U+0000 in a text field (nested objects
 * included), so memory and SQL storage refuse the same rows; null when the row is storable.
 */
export function unstorableText(row: object): StorageError | null {
  for (const [field, value] of Object.entries(row)) {
    if (typeof value === "string" && hasNul(value)) return storageConflict(`${field} holds a NUL character`);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      const nested = unstorableText(value);
      if (nested) return nested;
    }
  }
  return null;
}
