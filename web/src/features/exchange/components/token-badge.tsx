/** A token's round letter badge (icons are not bundled: the code's first letter stands in). */
export function TokenBadge({ code }: Readonly<{ code: string }>) {
  return (
    <span className="xc-token-badge" aria-hidden="true" data-code={code.toLowerCase()}>
      {code.slice(0, 1)}
    </span>
  );
}
