/** Marks a key that did not exist before a transaction wrote it. */
const ABSENT = Symbol("absent");

/** One keyed table of frozen rows; every write goes through a Writer so a transaction can undo it. */
export class Table<V> {
  readonly rows = new Map<string, V>();

  get(key: string): V | undefined {
    return this.rows.get(key);
  }

  values(): V[] {
    return [...this.rows.values()];
  }

  find(predicate: (row: V) => boolean): V | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }
}

type AnyTable = Table<unknown>;

/** The prior value of every row a transaction touched, so rollback can restore it. */
export class Journal {
  private readonly before = new Map<AnyTable, Map<string, unknown>>();

  remember(table: AnyTable, key: string): void {
    let rows = this.before.get(table);
    if (!rows) this.before.set(table, (rows = new Map()));
    if (!rows.has(key)) rows.set(key, table.rows.has(key) ? table.rows.get(key) : ABSENT);
  }

  rollback(): void {
    for (const [table, rows] of this.before) {
      for (const [key, value] of rows) {
        if (value === ABSENT) table.rows.delete(key);
        else table.rows.set(key, value);
      }
    }
    this.before.clear();
  }

  /** A committed nested transaction hands its undo entries to the enclosing one. */
  mergeInto(parent: Journal): void {
    for (const [table, rows] of this.before) {
      let target = parent.before.get(table);
      if (!target) parent.before.set(table, (target = new Map()));
      for (const [key, value] of rows) if (!target.has(key)) target.set(key, value);
    }
  }
}

/** Writes rows, recording their prior values in the journal when inside a transaction. */
export class Writer {
  constructor(private readonly journal: Journal | null) {}

  put<V>(table: Table<V>, key: string, value: V): void {
    this.journal?.remember(table as AnyTable, key);
    table.rows.set(key, value);
  }

  delete<V>(table: Table<V>, key: string): void {
    this.journal?.remember(table as AnyTable, key);
    table.rows.delete(key);
  }
}
