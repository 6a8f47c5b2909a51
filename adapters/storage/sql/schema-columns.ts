import { sql } from "drizzle-orm";
import { bigint, numeric } from "drizzle-orm/pg-core";

// Column helpers shared by the schema files; kept out of schema.ts so its exports stay tables only
// (reset.ts and drizzle-kit read every export of schema.ts as a table).

/** `column IN (...)` for a CHECK constraint over a list of allowed values. */
export const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

/** Milliseconds (or seconds) since the epoch, read back as a JS number. */
export const millis = (name: string) => bigint(name, { mode: "number" });

/** A token amount or other bigint as an exact decimal integer (up to 2^256). */
export const exactInteger = (name: string) => numeric(name, { precision: 78, scale: 0 });
