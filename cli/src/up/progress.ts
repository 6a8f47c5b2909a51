/**
 * Progress of `kul up` on stderr: one line per stage with its duration once the stage ends
 * ("✓ Compiling contracts (3.2 s)"), a spinner with the running time only while a stage runs on a
 * terminal, nothing at all when disabled (--json keeps both streams machine-readable).
 */
const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

export type Progress = Readonly<{
  /** Runs one stage, timing it; a failed stage is marked ✗ and its error passed on. */
  step<T>(label: string, run: () => Promise<T>): Promise<T>;
}>;

export type ProgressOptions = Readonly<{
  stream: Pick<NodeJS.WriteStream, "write"> & Readonly<{ isTTY?: boolean }>;
  enabled: boolean;
  now?: () => number;
}>;

/** "0.4 s", "12.3 s": tenths of seconds. */
export function formatDuration(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

export function createProgress({ stream, enabled, now = () => performance.now() }: ProgressOptions): Progress {
  return {
    async step(label, run) {
      if (!enabled) return run();
      const started = now();
      let frame = 0;
      const draw = () => stream.write(`\r\u001b[2K${FRAMES[frame++ % FRAMES.length]} ${label} ${formatDuration(now() - started)}`);
      const timer = stream.isTTY ? setInterval(draw, 100) : undefined;
      if (timer !== undefined) draw();
      const end = (mark: string) => {
        if (timer !== undefined) {
          clearInterval(timer);
          stream.write("\r\u001b[2K");
        }
        stream.write(`${mark} ${label} (${formatDuration(now() - started)})\n`);
      };
      try {
        const result = await run();
        end("✓");
        return result;
      } catch (error) {
        end("✗");
        throw error;
      }
    },
  };
}
