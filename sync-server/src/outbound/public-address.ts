import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** An address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the system's resolver; tests give their own). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** Why an address a user gave may not be reached. */
export class UnreachableAddress extends Error {
  constructor(
    readonly hostname: string,
    reason: string,
  ) {
    super(`${hostname}: ${reason}`);
    this.name = "UnreachableAddress";
  }
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/**
 * Everything that is not the public internet: unspecified, private (RFC 1918, ULA), shared (CGNAT),
 * link-local (cloud metadata lives there), multicast, documentation, benchmarking and reserved
 * ranges, and the IPv6 prefixes that carry an IPv4 address inside (NAT64, 6to4, Teredo). An
 * IPv4-mapped IPv6 address is checked as the IPv4 address it maps (BlockList does so).
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  internal.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  internal.addSubnet(network, prefix, "ipv6");
}

const familyName = (family: 4 | 6) => (family === 6 ? "ipv6" : "ipv4");

export function isLoopbackAddress(address: ResolvedAddress): boolean {
  return loopback.check(address.address, familyName(address.family));
}

/** Whether the server may connect to `address`: a public one, or loopback where that is allowed. */
export function isReachable(address: ResolvedAddress, { allowLoopback }: { allowLoopback: boolean }): boolean {
  if (isLoopbackAddress(address)) return allowLoopback;
  return !internal.check(address.address, familyName(address.family));
}

/**
 * The one address the server will connect to for `hostname`: every address the name resolves to
 * must be public (one internal answer among public ones is how a rebinding attack starts), and the
 * caller connects to the address returned, never to the name again.
 */
export async function publicAddressOf(
  hostname: string,
  options: { lookup: HostLookup; allowLoopback: boolean },
): Promise<ResolvedAddress> {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  const literal = isIP(bare);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: bare, family: literal === 6 ? 6 : 4 }];
  } else {
    addresses = await options.lookup(bare).catch(() => []);
  }
  const first = addresses[0];
  if (!first) throw new UnreachableAddress(hostname, "does not resolve");
  if (!addresses.every((address) => isReachable(address, options))) {
    throw new UnreachableAddress(hostname, "resolves to an address that is not public");
  }
  return first;
}
