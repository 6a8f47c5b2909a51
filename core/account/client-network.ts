const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function ipv4(text: string): string | null {
  const parts = IPV4.exec(text);
  if (parts === null) return null;
  const octets = parts.slice(1).map(Number);
  return octets.every((o) => o <= 255) ? octets.join(".") : null;
}

// The eight 16-bit groups of an IPv6 address ("::" expanded, a zone id dropped), or null.
function ipv6Groups(text: string): number[] | null {
  const address = text.split("%")[0] ?? "";
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) => (half === undefined || half === "" ? [] : half.split(":"));
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The network a client address stands for when counting attempts: an IPv4 address itself, an
 * IPv6 address by its /64 prefix (one subscriber holds a whole /64, so counting single IPv6
 * addresses would let one client rotate through billions); null when it is not an IP address.
 * @example clientNetwork("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 */
export function clientNetwork(remoteIp: string): string | null {
  const mapped = MAPPED_IPV4.exec(remoteIp);
  if (mapped !== null) return ipv4(mapped[1] ?? "");
  const v4 = ipv4(remoteIp);
  if (v4 !== null) return v4;
  const groups = ipv6Groups(remoteIp);
  if (groups === null) return null;
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}
