import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress, LOOPBACK_HOSTS } from './webhook-url';

const PRIVATE_SUFFIXES = ['.local', '.localhost', '.internal'];
const publicDomain = fc.domain().filter((d) => !PRIVATE_SUFFIXES.some((s) => d.endsWith(s)));
const path = fc.webPath();
const port = fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined });
const withPort = (p: number | undefined) => (p === undefined ? '' : `:${p}`);
const urlOn = (scheme: string, host: string, p: number | undefined, rest: string) =>
  `${scheme}://${host}${withPort(p)}${rest}`;
const privateIpv4 = fc.oneof(
  fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.integer({ min: 2, max: 255 })),
);

describe('checkWebhookUrl', () => {
  it('accepts HTTPS to any public host, normalized once (checking the result again gives it back)', () => {
    fc.assert(
      fc.property(publicDomain, port, path, (host, p, rest) => {
        const checked = checkWebhookUrl(urlOn('HTTPS', host.toUpperCase(), p, rest));
        expect(checked).toEqual({ ok: true, url: urlOn('https', host, p, rest === '' ? '/' : rest) });
        if (checked.ok) expect(checkWebhookUrl(checked.url)).toEqual(checked);
      }),
    );
  });

  it('refuses plain HTTP to anything but loopback, and accepts it to localhost, 127.0.0.1 and [::1]', () => {
    fc.assert(
      fc.property(publicDomain, port, path, (host, p, rest) => {
        expect(checkWebhookUrl(urlOn('http', host, p, rest))).toEqual({
          ok: false,
          code: 'webhookUrlNotHttps',
        });
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...LOOPBACK_HOSTS),
        port,
        path,
        fc.constantFrom('http', 'https'),
        (host, p, rest, s) => {
          expect(checkWebhookUrl(urlOn(s, host, p, rest)).ok).toBe(true);
        },
      ),
    );
  });

  it('refuses private and link-local addresses whatever the scheme', () => {
    fc.assert(
      fc.property(privateIpv4, fc.constantFrom('http', 'https'), path, (ip, s, rest) => {
        const checked = checkWebhookUrl(urlOn(s, ip.join('.'), undefined, rest));
        expect(checked).toEqual({ ok: false, code: 'webhookUrlPrivateHost' });
      }),
    );
    expect(checkWebhookUrl('https://[fe80::1]/hook')).toEqual({ ok: false, code: 'webhookUrlPrivateHost' });
    expect(checkWebhookUrl('https://printer.local/hook')).toEqual({
      ok: false,
      code: 'webhookUrlPrivateHost',
    });
  });

  it('refuses user info, fragments, other schemes, whitespace and bad ports', () => {
    fc.assert(
      fc.property(
        publicDomain,
        path,
        fc.constantFrom(
          (h: string, r: string) => `https://user:pw@${h}${r}`,
          (h: string, r: string) => `https://${h}${r}#part`,
          (h: string, r: string) => `ftp://${h}${r}`,
          (h: string, r: string) => `https://${h} ${r}`,
          (h: string, r: string) => ` https://${h}${r}`,
          (h: string, r: string) => `https://${h}:0${r}`,
          (h: string, r: string) => `https://${h}:70000${r}`,
          (h: string, r: string) => `//${h}${r}`,
        ),
        (host, rest, make) => {
          expect(checkWebhookUrl(make(host, rest)).ok).toBe(false);
        },
      ),
    );
    expect(checkWebhookUrl('javascript:alert(1)')).toEqual({ ok: false, code: 'webhookUrlInvalid' });
    expect(checkWebhookUrl('ftp://example.com/')).toEqual({ ok: false, code: 'webhookUrlNotHttps' });
    expect(checkWebhookUrl(`https://example.com/${'a'.repeat(2_000)}`)).toEqual({
      ok: false,
      code: 'webhookUrlInvalid',
    });
  });
});

describe('isPrivateAddress', () => {
  it('property: every address of the private IPv4 ranges, mapped into IPv6 too, is private', () => {
    fc.assert(
      fc.property(privateIpv4, (ip) => {
        expect(isPrivateAddress(ip.join('.'))).toBe(true);
        expect(isPrivateAddress(`::ffff:${ip.join('.')}`)).toBe(true);
      }),
    );
  });

  it('public addresses pass; IPv6 loopback, unique-local and link-local do not; nor does a name', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPrivateAddress(a)).toBe(false);
    for (const a of ['::1', 'fd12::1', 'fe80::1', '::', '0.0.0.0', '224.0.0.1', 'example.com'])
      expect(isPrivateAddress(a)).toBe(true);
  });
});
