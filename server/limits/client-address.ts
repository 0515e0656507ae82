// The address a request's limits are kept under. An IPv6 client usually holds a whole /64, so
// it counts as its /64; an IPv4 address written as IPv6 (::ffff:1.2.3.4) counts as IPv4.
import { isIPv4, isIPv6 } from 'node:net';

export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const h = groups(head);
  const t = groups(tail);
  // An embedded IPv4 tail (…:1.2.3.4) fills the last two groups.
  const last = t.length ? t : h;
  if (last.length && last[last.length - 1]!.includes('.')) last.splice(-1, 1, '0', '0');
  const full =
    tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
