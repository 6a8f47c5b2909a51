/** Cells that a spreadsheet would run as a formula get a leading quote (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string, guard: boolean): string {
  const safe = guard && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * RFC 4180 text: CRLF line ends, quotes where needed, and a UTF-8 byte order mark so
 * spreadsheet programs read Thai names correctly. Only `textColumns` are formula-guarded,
 * so numbers such as amounts keep their form.
 */
export function toCsv(rows: readonly (readonly string[])[], textColumns: ReadonlySet<number> = new Set()): string {
  return `\uFEFF${rows.map((row) => row.map((v, i) => cell(v, textColumns.has(i))).join(",")).join("\r\n")}\r\n`;
}

/** The first `count` records of CSV text (RFC 4180, with or without a byte order mark). */
export function parseCsvRecords(text: string, count: number): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  const endRecord = () => {
    records.push([...record, field]);
    record = [];
    field = "";
  };
  for (let i = text.startsWith("\uFEFF") ? 1 : 0; i < text.length && records.length < count; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== "," && c !== "\r" && c !== "\n")) {
      field += c;
    } else if (c === ",") {
      record.push(field);
      field = "";
    } else {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    }
  }
  if (records.length < count && (field !== "" || record.length > 0)) endRecord();
  return records;
}
