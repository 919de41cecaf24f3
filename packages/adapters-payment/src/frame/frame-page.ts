import type { Language } from '@tripx/domain';
import { frameLabels, frameMessages } from './frame-labels';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a <script type="application/json"> block: no "<" so that nothing can close the block. */
const jsonBlock = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface FramePageOptions {
  readonly lang: Language;
  readonly parentOrigin: string;
  /** Versioned asset paths, so that a new build is never served from a stale cache. */
  readonly scriptPath: string;
  readonly stylePath: string;
}

const field = (id: string, label: string, hint: string, attrs: string): string => `
    <div class="field">
      <label for="${id}">${escapeHtml(label)}</label>
      <span class="hint" id="${id}-hint">${escapeHtml(hint)}</span>
      <input id="${id}" name="${id}" type="text" ${attrs} aria-describedby="${id}-hint ${id}-error" aria-invalid="false" spellcheck="false">
      <p class="error" id="${id}-error" aria-live="polite" hidden></p>
    </div>`;

/**
 * The card frame page: three labelled fields, no inline script and no inline style (the CSP forbids
 * both). The parent origin and the messages travel in a meta tag and a JSON data block.
 */
export const renderFramePage = (options: FramePageOptions): string => {
  const labels = frameLabels(options.lang);
  return `<!doctype html>
<html lang="${options.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="tripx-parent-origin" content="${escapeHtml(options.parentOrigin)}">
  <title>${escapeHtml(labels.frameTitle)}</title>
  <link rel="stylesheet" href="${escapeHtml(options.stylePath)}">
  <script type="application/json" id="card-frame-messages">${jsonBlock(frameMessages(options.lang))}</script>
  <script src="${escapeHtml(options.scriptPath)}" defer></script>
</head>
<body>
  <form id="card-form" novalidate autocomplete="on">${field(
    'number',
    labels.cardNumber,
    labels.cardNumberHint,
    'inputmode="numeric" autocomplete="cc-number" maxlength="23"',
  )}${field('expiry', labels.expiry, labels.expiryHint, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"')}${field(
    'cvd',
    labels.cvd,
    labels.cvdHint,
    'inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
  )}
  </form>
</body>
</html>
`;
};

/** The frame's own stylesheet; the parent adjusts it with a style message (whitelisted properties). */
export const FRAME_CSS = `*{box-sizing:border-box}
body{margin:0;padding:4px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;color:#1f2933;background:transparent}
.field{display:flex;flex-direction:column;margin:0 0 12px}
label{font-weight:600;margin:0 0 2px}
.hint{font-size:13px;color:#52606d;margin:0 0 4px}
input{font:inherit;padding:8px 10px;border:1px solid #7b8794;border-radius:4px;width:100%;background:#fff;color:inherit}
input:focus{outline:3px solid #2680c2;outline-offset:1px}
input[aria-invalid="true"]{border-color:#ba2525}
.error{color:#ba2525;font-size:14px;margin:4px 0 0}
`;
