// The address a request's limits are kept under: an IPv6 client usually holds a whole /64, so it
// counts as its /64 (as @fastify/rate-limit does); an IPv4 address written as IPv6
// (::ffff:1.2.3.4) counts as IPv4.
import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const a = new Address6(ip);
  if (a.isMapped4()) return a.to4().correctForm();
  return `${new Address6(`${ip}/64`).startAddress().correctForm()}/64`;
}
