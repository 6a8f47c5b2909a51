import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { storageConflict, storageUnavailable } from "../storage-errors";
import { driverCode, toStorageError } from "./sql-errors";

const pgError = (code: string, message: string, constraint?: string) => Object.assign(new Error(message), { code, constraint });

describe("toStorageError", () => {
  it.each([
    ["a unique violation, naming the index", pgError("23505", "duplicate key", "users_email_lower_unique"), storageConflict("unique: users_email_lower_unique")],
    ["a foreign-key violation", pgError("23503", "violates foreign key", "sessions_user_id_users_id_fk"), storageConflict("reference: sessions_user_id_users_id_fk")],
    ["a check violation", pgError("23514", "violates check"), storageConflict("check")],
    ["text PostgreSQL cannot encode", pgError("22021", "invalid byte sequence"), storageConflict("bad text")],
    ["a serialization failure", pgError("40001", "could not serialize"), storageConflict("serialization")],
    ["a refused connection", pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:1"), storageUnavailable("connect ECONNREFUSED 127.0.0.1:1")],
    ["an error without a code", new Error("PGlite is closed"), storageUnavailable("PGlite is closed")],
    ["a thrown non-error", "socket hang up", storageUnavailable("socket hang up")],
  ])("maps %s", (_what, error, expected) => {
    expect(toStorageError(error)).toEqual(expected);
  });

  it("looks through Drizzle's query wrapper to the driver's error", () => {
    const wrapped = new DrizzleQueryError("insert into users ...", [], pgError("23505", "duplicate key", "users_referral_code_unique"));
    expect(toStorageError(wrapped)).toEqual(storageConflict("unique: users_referral_code_unique"));
    expect(driverCode(wrapped)).toBe("23505");
  });

  it("reports the driver's message, not the wrapper's, when the database is unavailable", () => {
    const wrapped = new DrizzleQueryError("select 1", [], new Error("Connection terminated unexpectedly"));
    expect(toStorageError(wrapped)).toEqual(storageUnavailable("Connection terminated unexpectedly"));
  });
});
