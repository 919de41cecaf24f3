import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const read = (name: string) => readFileSync(join(here, name), 'utf8');
const all = ['tokens.css', 'forms.css', 'popups.css', 'widgets.css'].map(read).join('\n');

/** jsdom does no layout, so the sizes of spec 9 are pinned in the stylesheet itself. */
describe('stylesheet', () => {
  it('imports every part', () => {
    const entry = read('ui-kit.css');
    for (const part of ['tokens.css', 'forms.css', 'popups.css', 'widgets.css']) {
      expect(entry).toContain(`@import './${part}';`);
    }
  });

  it('has the sizes of spec 9 as theme tokens', () => {
    expect(all).toContain('--tx-list-item-height: 44px;');
    expect(all).toContain('--tx-list-max-height: 220px;');
    expect(all).toContain('--tx-tooltip-width: 200px;');
    expect(all).toContain('--tx-touch-target: 24px;');
    expect(all).toMatch(/\.tx-listbox \{[^}]*max-height: var\(--tx-list-max-height\)/);
    expect(all).toMatch(/\.tx-tooltip__bubble \{[^}]*width: var\(--tx-tooltip-width\)/);
  });

  it('switches to the mobile layout below 991.98px and stacks choices below 575.98px', () => {
    expect(all).toContain('@media (max-width: 991.98px)');
    expect(all).toMatch(
      /@media \(max-width: 575\.98px\) \{\s*\.tx-choice-group--inline \.tx-choice-group__options \{\s*flex-direction: column;/,
    );
  });

  it('keeps an organization logo’s box before its file loads (no layout shift)', () => {
    expect(all).toMatch(
      /\.tx-organization-logo \{[^}]*height: 40px;[^}]*aspect-ratio: 4 \/ 1;[^}]*object-fit: contain;/,
    );
  });

  it('shows a focus ring and puts toasts at the bottom right', () => {
    expect(all).toMatch(/:focus-visible[^{]*\{[^}]*box-shadow: var\(--tx-focus-ring\)/);
    expect(all).toMatch(/\.tx-toast-region \{[^}]*right: 1rem;[^}]*bottom: 1rem;/);
  });

  it('takes every colour from a custom property outside the theme', () => {
    const outsideTokens = ['forms.css', 'popups.css', 'widgets.css'].map(read).join('\n');
    expect(outsideTokens.match(/#[0-9a-f]{3,6}\b/gi) ?? []).toEqual([]);
  });
});
