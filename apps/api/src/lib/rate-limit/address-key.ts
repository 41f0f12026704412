import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address that a per-address budget counts: an IPv4 address whole, an IPv6
 * address by its /64. One subscriber's line or one cloud machine is handed a whole /64, so counting
 * each of its 2^64 addresses apart would give one client endless budgets. An IPv4 address reached
 * over IPv6 (`::ffff:192.0.2.1`) counts as itself.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
