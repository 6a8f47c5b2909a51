/** One labelled line of the ready summary: adding a line to `kul up`'s summary is adding one of these. */
export type SummaryLine = Readonly<{ label: string; value: string }>;

/**
 * The summary `kul up` prints once ready: a title, then each line's label padded to the longest so
 * the values form one column.
 * @example formatSummary("KUL Swap is running", [{ label: "Web app", value: "http://127.0.0.1:3000/" }])
 */
export function formatSummary(title: string, lines: readonly SummaryLine[]): string {
  const width = Math.max(0, ...lines.map((line) => [...line.label].length));
  const rows = lines.map((line) => `  ${line.label}${" ".repeat(width - [...line.label].length)}  ${line.value}`);
  return [title, ...rows].join("\n");
}
