import net from 'node:net';

/**
 * The key an address is counted by in the rate limits: an IPv4 address as it is, an IPv6
 * address by its /64. A single IPv6 subscriber is handed a whole /64 and may send every
 * request from a new address in it; counted by the full address, they would never be limited.
 * An IPv4-mapped IPv6 address (::ffff:192.0.2.1) is its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

/** The eight 16-bit groups of an IPv6 address, lower-case hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  let text = ip.split('%')[0]!.toLowerCase(); // a zone index names an interface, not a host
  // An embedded IPv4 tail (::ffff:0:1.2.3.4, 64:ff9b::1.2.3.4) as its two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
