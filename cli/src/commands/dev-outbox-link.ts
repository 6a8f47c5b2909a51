/** The action link of a mail from the local outbox (confirmation, password reset), as `kul dev outbox --link` prints it. */
export function mailLink(text: string): string | null {
  const match = /https?:\/\/[^\s<>"]+/.exec(text);
  return match?.[0] ?? null;
}
