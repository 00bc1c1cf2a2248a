/**
 * Which client a call comes from, for the per-address limit: Cloudflare's `CF-Connecting-IP`. An IPv4
 * address is one client; an IPv6 client is its /64 network, since one household or phone is handed a
 * whole /64 and may pick any address in it (privacy addresses change by the day), so counting single
 * IPv6 addresses would let one client count as billions.
 */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two), or null. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const split = (part: string): string[] => (part === "" ? [] : part.split(":").flatMap((group) => (IPV4.test(group) ? ["0", "0"] : [group])));
  const head = split(halves[0]);
  const tail = halves.length === 2 ? split(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  return groups.every((group) => HEXTET.test(group)) ? groups : null;
}

/** "203.0.113.7" as is; "2001:db8:1:2:a:b:c:d" → "2001:db8:1:2::/64"; anything unparsable as written, trimmed and lowercased. */
export function clientGroup(connectingIp: string | null): string {
  const address = (connectingIp ?? "").trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
