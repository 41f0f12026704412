import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FailureReason } from '@portal/shared';
import ipaddr from 'ipaddr.js';
import type { Networks } from '../../config.ts';
import { PermanentFailure } from '../outbox/index.ts';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Where a delivery connects: an address that was checked, and its family, for the pinned connection. */
export type Target = { address: string; family: 4 | 6 };

/** How a host name is resolved: every address it has (node:dns's `lookup`, or a test's own). */
export type Resolve = (host: string) => Promise<Target[]>;

export const resolveHost: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const within = (address: Address, networks: Networks) =>
  networks.some(([network, bits]) => address.kind() === network.kind() && address.match(network, bits));

const cidrs = (...list: string[]): Networks => list.map((cidr) => ipaddr.parseCIDR(cidr));

/** This machine: loopback, and the unspecified addresses, through which a connection reaches it too. */
const THIS_MACHINE = cidrs('127.0.0.0/8', '::1/128', '0.0.0.0/8', '::/128');

/**
 * The cloud's instance metadata services, which hand credentials to whoever asks from the machine: all
 * of link-local (169.254.169.254 for AWS, GCP, Azure and others, 169.254.170.2 for ECS; no receiver
 * lives there), AWS's IPv6 fd00:ec2::254 and Alibaba's 100.100.100.200.
 */
const METADATA = cidrs('169.254.0.0/16', 'fe80::/10', 'fd00:ec2::254/128', '100.100.100.200/32');

const NAT64 = cidrs('64:ff9b::/96');

/** The IPv4 address an IPv6 one reaches: mapped (`::ffff:a.b.c.d`), compatible (`::a.b.c.d`) or NAT64's. */
function carriedIpv4(address: Address): ipaddr.IPv4 | null {
  if (address.kind() !== 'ipv6') return null;
  const bytes = address.toByteArray();
  const carries =
    (address as ipaddr.IPv6).isIPv4MappedAddress() ||
    bytes.slice(0, 12).every((b) => b === 0) ||
    within(address, NAT64);
  return carries ? (ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4) : null;
}

/** What opens addresses that are not public to the deliveries: `WEBHOOK_ALLOW_NETWORKS`, and how far. */
export type AddressPolicy = {
  allowed: Networks;
  /**
   * `WEBHOOK_ALLOW_LOOPBACK` (never in production): `allowed` may open this machine too, for the
   * tests' receivers, which can listen nowhere else. The metadata services stay closed.
   */
  loopback: boolean;
};

/**
 * Why `text`, an address, is no place for a delivery to go, or null when it may: never this machine
 * (loopback) or a metadata service, whatever `allowed` lists, nor an IPv6 address that reaches one
 * through the IPv4 address it carries; otherwise only public unicast addresses pass (not RFC 1918,
 * CGNAT, unique-local, multicast, unspecified or reserved ones), no IPv6 address that carries an IPv4
 * one, and none of the portal's own — unless `allowed` lists it. The answer names the address: it is
 * for the server log alone (the delivery log would let an admin map internal names).
 */
export function refusalOf(text: string, { allowed, loopback }: AddressPolicy, own: ReadonlySet<string>) {
  const address = ipaddr.parse(text);
  for (const reached of [address, carriedIpv4(address)]) {
    if (reached && within(reached, METADATA)) return `${text} is a metadata service's address`;
    if (reached && !loopback && within(reached, THIS_MACHINE)) return `${text} is this machine`;
  }
  if (within(address, allowed)) return null;
  const range = address.range();
  const carriesIpv4 =
    address.kind() === 'ipv6' &&
    range === 'unicast' &&
    address
      .toByteArray()
      .slice(0, 12)
      .every((b) => b === 0);
  if (range !== 'unicast' || carriesIpv4)
    return `${text} is not a public address (${carriesIpv4 ? 'ipv4Compatible' : range})`;
  if (own.has(address.toNormalizedString())) return `${text} is the portal's own address`;
  return null;
}

/** The addresses of this machine's interfaces, as `refusalOf` compares them. */
export function interfaceAddresses(): Set<string> {
  const own = new Set<string>();
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address } of addresses ?? []) {
      if (ipaddr.isValid(address)) own.add(ipaddr.parse(address).toNormalizedString());
    }
  }
  return own;
}

/**
 * A refused destination: no attempt can reach it, so the delivery fails rather than retries. Its
 * message is what the delivery log keeps, the same for every refusal; `detail`, which names the
 * address the host resolved to, is for the server log.
 */
export class DestinationRefused extends PermanentFailure {
  constructor(readonly detail: string) {
    super('destination_refused' satisfies FailureReason);
  }
}

/** A URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type DestinationPolicy = AddressPolicy & {
  /** Where people reach the portal: its host's addresses count as the portal's own. */
  portalUrl: string;
  resolve: Resolve;
};

const OWN_ADDRESSES_TTL_MS = 5 * 60_000;

/**
 * The check made at every send, and when a URL is saved: the URL's host resolved now (a name that
 * pointed elsewhere when the endpoint was saved, or that is rebound between two deliveries, is judged
 * by what it is now), every address it has judged by `refusalOf` (one refused address refuses the
 * name, so a name cannot hide a private address among public ones), and the first answered as the one
 * to connect to.
 */
export function createDestinationCheck({ portalUrl, resolve, ...policy }: DestinationPolicy) {
  let own: { addresses: Set<string>; at: number } | null = null;

  /** This machine's addresses and the portal host's, looked up again every few minutes. */
  async function ownAddresses(): Promise<Set<string>> {
    if (own && Date.now() - own.at < OWN_ADDRESSES_TTL_MS) return own.addresses;
    const addresses = interfaceAddresses();
    const host = hostOf(new URL(portalUrl));
    const portal = isIP(host) ? [{ address: host }] : await resolve(host).catch(() => []);
    for (const { address } of portal) addresses.add(ipaddr.parse(address).toNormalizedString());
    own = { addresses, at: Date.now() };
    return addresses;
  }

  return async function check(url: URL): Promise<Target> {
    const host = hostOf(url);
    const family = isIP(host);
    const targets: Target[] = family
      ? [{ address: host, family: family === 6 ? 6 : 4 }]
      : await resolve(host);
    if (targets.length === 0) throw new Error(`${host} has no address`);
    const addresses = await ownAddresses();
    for (const { address } of targets) {
      const refusal = refusalOf(address, policy, addresses);
      if (refusal) throw new DestinationRefused(refusal);
    }
    return targets[0]!;
  };
}

export type DestinationCheck = ReturnType<typeof createDestinationCheck>;

/**
 * Why a URL is refused when an endpoint is saved, as a catalogue key, or null: `http` in production,
 * or a host that `check`, the check every send makes, refuses now (a name resolved as a send resolves
 * it). A name that does not resolve now, not yet published or with the DNS away, is left to the sends.
 */
export async function urlRefusal(
  url: string,
  { production, check }: { production: boolean; check: DestinationCheck },
): Promise<string | null> {
  const parsed = new URL(url);
  if (production && parsed.protocol !== 'https:') return 'validation.webhookHttpsOnly';
  try {
    await check(parsed);
  } catch (error) {
    if (error instanceof DestinationRefused) return 'validation.webhookUrlPrivate';
  }
  return null;
}
