import { readFileSync } from "node:fs";
import path from "node:path";
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./migrate";
import * as schema from "./schema";

type Journal = { entries: { idx: number; tag: string }[] };

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;

describe("committed SQL migrations", () => {
  it("match schema.ts, so `npx drizzle-kit generate` has nothing left to write", async () => {
    const last = journal.entries.at(-1)!;
    const snapshotFile = path.join(MIGRATIONS_FOLDER, "meta", `${String(last.idx).padStart(4, "0")}_snapshot.json`);
    const committed = JSON.parse(readFileSync(snapshotFile, "utf8")) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson(schema, committed.id);
    expect(await generateMigration(committed, current)).toEqual([]);
  });

  it("has a SQL file for every journal entry, numbered in order", () => {
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_e, i) => i));
    // A migration creates tables or changes them (0004 only widens a CHECK constraint).
    for (const entry of journal.entries) expect(readFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), "utf8")).toMatch(/CREATE|ALTER/);
  });
});
