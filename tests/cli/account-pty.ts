/**
 * Drives `kul` through a pseudo-terminal (python3's pty module; no native node-pty) so the
 * prompts that only appear on a TTY can be answered: each step waits for its text on screen,
 * then types its answer, so no keystroke is sent before the prompt exists.
 */
import { spawn } from "node:child_process";

const DRIVER = String.raw`
import json, os, pty, re, select, sys, time
spec = json.loads(sys.argv[1])
pid, fd = pty.fork()
if pid == 0:
    os.execvpe(spec["argv"][0], spec["argv"], spec["env"])
screen, seen = "", 0
ansi = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")
def read(deadline):
    global screen
    r, _, _ = select.select([fd], [], [], max(0, deadline - time.time()))
    if not r: return False
    try: chunk = os.read(fd, 65536)
    except OSError: return None
    if not chunk: return None
    screen += ansi.sub("", chunk.decode("utf8", "replace"))
    return True
for step in spec["steps"]:
    deadline = time.time() + spec["stepTimeout"]
    while True:
        m = re.compile(step["expect"]).search(screen, seen)
        if m: seen = m.end(); break
        if time.time() > deadline or read(deadline) is None:
            sys.stdout.write(screen); sys.stderr.write("\nTIMEOUT waiting for " + step["expect"]); os.kill(pid, 9); sys.exit(3)
    os.write(fd, step["send"].encode("utf8"))
deadline = time.time() + spec["stepTimeout"]
while read(deadline): pass
_, status = os.waitpid(pid, 0)
sys.stdout.write(screen)
sys.exit(os.waitstatus_to_exitcode(status))
`;

export type PtyStep = Readonly<{ expect: string; send: string }>;

/** Runs `argv` on a terminal, answering each prompt; resolves with the screen text (ANSI stripped) and exit code. */
export function runOnTerminal(argv: readonly string[], env: Readonly<Record<string, string>>, steps: readonly PtyStep[], stepTimeout = 60): Promise<{ code: number | null; screen: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const spec = JSON.stringify({ argv, env: { PATH: process.env.PATH ?? "", TERM: "xterm", ...env }, steps, stepTimeout });
    const child = spawn("python3", ["-c", DRIVER, spec], { stdio: ["ignore", "pipe", "pipe"] });
    let screen = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (screen += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, screen, stderr }));
  });
}
