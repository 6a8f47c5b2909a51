/**
 * What a command prints. Human text goes to stdout; with `--json` stdout carries exactly one JSON
 * document (the command's result or its error) and nothing else. Progress and warnings go to stderr.
 * Colour only on a TTY and without NO_COLOR.
 */
export type Style = Readonly<Record<"bold" | "dim" | "red" | "green" | "yellow" | "cyan", (text: string) => string>>;

/** A progress line on stderr while something slow runs (animated on a TTY, plain lines otherwise). */
export type Spinner = Readonly<{ update(text: string): void; stop(finalText?: string): void }>;

export type Output = Readonly<{
  json: boolean;
  color: boolean;
  /** stdin and stdout are terminals: prompts are allowed. */
  interactive: boolean;
  style: Style;
  /** A line of human output on stdout; ignored with --json. */
  line(text?: string): void;
  /** The command's result as JSON on stdout; ignored without --json (print lines instead). */
  data(value: unknown): void;
  /** A line on stderr (warnings, hints); printed in both modes. */
  warn(text: string): void;
  spinner(text: string): Spinner;
}>;

export type OutputOptions = Readonly<{
  json: boolean;
  noColor: boolean;
  env: Readonly<Record<string, string | undefined>>;
  stdout?: NodeJS.WriteStream;
  stderr?: NodeJS.WriteStream;
  stdin?: NodeJS.ReadStream;
}>;

const CODES = { bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39], cyan: [36, 39] } as const;
const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/** bigint-safe JSON (amounts are base-unit bigints, printed as decimal strings). */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
}

export function createOutput(options: OutputOptions): Output {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const stdin = options.stdin ?? process.stdin;
  const noColorEnv = options.env.NO_COLOR !== undefined && options.env.NO_COLOR !== "";
  const color = !options.noColor && !noColorEnv && Boolean(stdout.isTTY) && options.env.TERM !== "dumb";
  const paint = (open: number, close: number) => (text: string) => (color ? `\u001b[${open}m${text}\u001b[${close}m` : text);
  const style = Object.fromEntries(Object.entries(CODES).map(([name, [o, c]]) => [name, paint(o, c)])) as unknown as Style;

  const spinner = (text: string): Spinner => {
    if (!stderr.isTTY) {
      // No animation off a terminal: one plain line per step, and none at all with --json.
      const say = (t: string) => (options.json ? undefined : stderr.write(`${t}\n`));
      say(text);
      return { update: say, stop: (finalText) => (finalText ? say(finalText) : undefined) };
    }
    let current = text;
    let frame = 0;
    const draw = () => stderr.write(`\r\u001b[2K${FRAMES[frame++ % FRAMES.length]} ${current}`);
    draw();
    const timer = setInterval(draw, 80);
    timer.unref();
    return {
      update: (t) => {
        current = t;
        draw();
      },
      stop: (finalText) => {
        clearInterval(timer);
        stderr.write("\r\u001b[2K");
        if (finalText) stderr.write(`${finalText}\n`);
      },
    };
  };

  return {
    json: options.json,
    color,
    interactive: Boolean(stdin.isTTY && stdout.isTTY),
    style,
    line: (text = "") => {
      if (!options.json) stdout.write(`${text}\n`);
    },
    data: (value) => {
      if (options.json) stdout.write(`${toJson(value)}\n`);
    },
    warn: (text) => {
      stderr.write(`${text}\n`);
    },
    spinner,
  };
}
