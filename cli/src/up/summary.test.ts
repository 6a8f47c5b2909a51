import { describe, expect, it } from "vitest";
import { createProgress } from "./progress";
import { formatSummary } from "./summary";

describe("formatSummary", () => {
  it("puts every value in one column after the longest label", () => {
    const lines = [
      { label: "Web app", value: "http://127.0.0.1:3000/" },
      { label: "Request log", value: ".data/logs/api.log" },
      { label: "Stop", value: "press Ctrl-C" },
    ];
    expect(formatSummary("KUL Swap is running.", lines)).toBe(
      ["KUL Swap is running.", "  Web app      http://127.0.0.1:3000/", "  Request log  .data/logs/api.log", "  Stop         press Ctrl-C"].join("\n"),
    );
  });
});

describe("createProgress", () => {
  const recorder = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, stream: { isTTY, write: (text: string) => (written.push(text), true) } };
  };
  const ticks = (...times: number[]) => () => times.shift() ?? 0;

  it("writes one line per stage with its duration off a terminal, and marks a failed stage", async () => {
    const { written, stream } = recorder(false);
    const progress = createProgress({ stream, enabled: true, now: ticks(0, 1_250, 2_000, 2_400) });
    expect(await progress.step("Compiling contracts", async () => 7)).toBe(7);
    await expect(progress.step("Opening the database", () => Promise.reject(new Error("locked")))).rejects.toThrow("locked");
    expect(written).toEqual(["✓ Compiling contracts (1.3 s)\n", "✗ Opening the database (0.4 s)\n"]);
  });

  it("draws a spinner on a terminal and clears it before the stage's line", async () => {
    const { written, stream } = recorder(true);
    const progress = createProgress({ stream, enabled: true, now: ticks(0, 0, 500) });
    await progress.step("Starting the chain", async () => undefined);
    expect(written).toEqual(["\r\u001b[2K⠋ Starting the chain 0.0 s", "\r\u001b[2K", "✓ Starting the chain (0.5 s)\n"]);
  });

  it("prints nothing when disabled (--json)", async () => {
    const { written, stream } = recorder(true);
    await createProgress({ stream, enabled: false }).step("Compiling contracts", async () => undefined);
    expect(written).toEqual([]);
  });
});
