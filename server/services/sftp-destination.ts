import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a carrier's SFTP delivery may go (issue 26, item 17). A carrier admin edits the profile,
 * but member SSNs leave only for a destination staff approved, and never for an address of this
 * machine or its network (loopback, link-local such as 169.254.169.254, private, carrier-grade NAT,
 * multicast, reserved) unless CARRIER_SFTP_ALLOW_PRIVATE=1 says a private carrier link is meant.
 * The host name is resolved at save time and again at every send, every address it resolves to is
 * checked, and the connection goes to the checked address (a name cannot change in between).
 */

interface SftpDestinationParts {
  host: string;
  port: number;
  username: string;
  remoteDir: string;
}

/** The destination as staff approve it: `sftp://user@host:port/dir`. */
export function sftpDestination(d: SftpDestinationParts): string {
  const dir = d.remoteDir.startsWith('/') ? d.remoteDir : `/${d.remoteDir}`;
  return `sftp://${d.username}@${d.host}:${d.port}${dir}`;
}

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::`, 6to4 `2002:`), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/.exec(lower);
  const pair = hex ?? sixToFour;
  if (!pair?.[1] || !pair[2]) return null;
  const [hi, lo] = [parseInt(pair[1], 16), parseInt(pair[2], 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for an address of this machine or a private network (loopback, link-local, private, reserved...). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  return v4 !== null ? NOT_PUBLIC.check(v4, 'ipv4') : NOT_PUBLIC.check(address, 'ipv6');
}

/** A destination refused: the code is what the delivery log and the log lines show. */
export class SftpDestinationError extends Error {
  constructor(readonly code: 'SFTP_HOST_UNKNOWN' | 'SFTP_ADDRESS_REFUSED') {
    super(code === 'SFTP_HOST_UNKNOWN' ? 'SFTP host does not resolve' : 'SFTP host is not a public address');
  }
}

export type HostLookup = (host: string) => Promise<string[]>;

const dnsLookup: HostLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The address to connect to for `host`: every address it resolves to must be public, unless
 * `allowPrivate`. Throws SftpDestinationError otherwise.
 */
export async function checkedSftpAddress(
  host: string,
  allowPrivate: boolean,
  resolve: HostLookup = dnsLookup,
): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await resolve(bare);
    } catch {
      throw new SftpDestinationError('SFTP_HOST_UNKNOWN');
    }
  }
  const [first] = addresses;
  if (first === undefined) throw new SftpDestinationError('SFTP_HOST_UNKNOWN');
  if (!allowPrivate && addresses.some(isNonPublicAddress)) throw new SftpDestinationError('SFTP_ADDRESS_REFUSED');
  return first;
}
