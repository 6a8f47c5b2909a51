/** Exit codes of every `kul` command (issue 9): 0 success, 1 refused by a rule or the server, 2 bad usage. */
export const EXIT = Object.freeze({ OK: 0, REFUSED: 1, USAGE: 2 });
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * An expected failure a command raises instead of returning: a stable error code (rendered from
 * `locales/<lng>/errors.json`, or from `cli.json` when `cliKey` is set), its values, and the exit code.
 * Thrown only to unwind to the action wrapper, which prints it; never for bugs.
 */
export class CliFailure extends Error {
  readonly kind = "CliFailure";
  constructor(
    readonly code: string,
    readonly vars: Readonly<Record<string, unknown>> = {},
    readonly exitCode: ExitCode = EXIT.REFUSED,
    /** Extra machine-readable fields for `--json` (e.g. the list of field issues). */
    readonly details?: unknown,
  ) {
    super(code);
  }
}

/** Duck-typed so it also holds across bundle chunks. */
export function isCliFailure(value: unknown): value is CliFailure {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "CliFailure";
}

/** Bad usage (exit 2): a missing or malformed argument or option. */
export const usageError = (code: string, vars: Readonly<Record<string, unknown>> = {}) => new CliFailure(code, vars, EXIT.USAGE);
/** Refused by a rule or the server (exit 1). */
export const refused = (code: string, vars: Readonly<Record<string, unknown>> = {}, details?: unknown) =>
  new CliFailure(code, vars, EXIT.REFUSED, details);
