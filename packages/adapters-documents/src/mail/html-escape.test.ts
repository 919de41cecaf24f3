import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('escapeHtml', () => {
  it('escapes markup and quotes, keeps accents', () => {
    expect(escapeHtml(`<script>alert("x")</script> O'Brien & Côté`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Côté',
    );
  });

  it('property: the result has no markup character and reads back as the input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = escapeHtml(text);
        expect(html).not.toMatch(/[<>"']/);
        expect(unescape(html)).toBe(text);
      }),
    );
  });
});
