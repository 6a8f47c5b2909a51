/**
 * Credentials for `kul account`: where a password may come from, and a confirmation link's parts.
 * The password goes to the account port as typed; the HTTP adapter sends its client hash.
 */

/** Where the password comes from: the KUL_PASSWORD variable for scripts, else a hidden prompt on a TTY. */
export type PasswordSource = Readonly<{
  env: Readonly<Record<string, string | undefined>>;
  interactive: boolean;
  prompt: (message: string) => Promise<string>;
}>;

/**
 * The password, never from a flag (it would end up in shell history and `ps`): KUL_PASSWORD,
 * else prompted; null when neither is possible so the caller reports bad usage.
 */
export async function readPassword(source: PasswordSource, message: string): Promise<string | null> {
  const fromEnv = source.env.KUL_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== "") return fromEnv;
  if (!source.interactive) return null;
  return source.prompt(message);
}

/**
 * The code and email of a confirmation link as mailed (`.../confirm-email?code=...&email=...`),
 * or a bare code; email null when the input does not carry one.
 * @example parseConfirmation("http://127.0.0.1:3000/confirm-email?code=abc&email=a%40b.co") // { code: "abc", email: "a@b.co" }
 */
export function parseConfirmation(input: string): { code: string; email: string | null } {
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return { code: text, email: null };
  const url = new URL(text);
  return { code: url.searchParams.get("code") ?? "", email: url.searchParams.get("email") };
}
