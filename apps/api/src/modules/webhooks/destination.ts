import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
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

/**
 * Why `text`, an address, is no place for a delivery to go, or null when it may: only public unicast
 * addresses pass (not loopback, RFC 1918, link-local with the cloud's metadata service, CGNAT,
 * unique-local, multicast, unspecified or reserved ones), no IPv6 address that carries an IPv4 one
 * (mapped `::ffff:a.b.c.d`, or the old compatible `::a.b.c.d`, which reach the IPv4 host), and none of
 * the portal's own — unless `allowed` lists it.
 */
export function refusalOf(text: string, allowed: Networks, own: ReadonlySet<string>): string | null {
  const address = ipaddr.parse(text);
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

/** A refused destination: no attempt can reach it, so the delivery fails rather than retries. */
export class DestinationRefused extends PermanentFailure {}

/** A URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type DestinationPolicy = {
  allowed: Networks;
  /** Where people reach the portal: its host's addresses count as the portal's own. */
  portalUrl: string;
  resolve: Resolve;
};

const OWN_ADDRESSES_TTL_MS = 5 * 60_000;

/**
 * The check made at every send: the URL's host resolved now (a name that pointed elsewhere when the
 * endpoint was saved, or that is rebound between two deliveries, is judged by what it is now), every
 * address it has judged by `refusalOf` (one refused address refuses the name, so a name cannot hide
 * a private address among public ones), and the first answered as the one to connect to.
 */
export function createDestinationCheck({ allowed, portalUrl, resolve }: DestinationPolicy) {
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
      const refusal = refusalOf(address, allowed, addresses);
      if (refusal) throw new DestinationRefused(`destination refused: ${refusal}`);
    }
    return targets[0]!;
  };
}

export type DestinationCheck = ReturnType<typeof createDestinationCheck>;

/**
 * Why a URL is refused when an endpoint is saved, as a catalogue key, or null: `http` in production,
 * or a host written as an address that no delivery may reach. A host name is judged at each send.
 */
export function urlRefusal(url: string, { production, allowed }: { production: boolean; allowed: Networks }) {
  const parsed = new URL(url);
  if (production && parsed.protocol !== 'https:') return 'validation.webhookHttpsOnly';
  const host = hostOf(parsed);
  if (isIP(host) && refusalOf(host, allowed, interfaceAddresses())) return 'validation.webhookUrlPrivate';
  return null;
}
