// Writes brotli (`.br`) and gzip (`.gz`) side files next to every JavaScript and CSS file of a build's
// assets folder; the server sends them with `content-encoding` to the browsers that accept them.
// `node scripts/compress-assets.mjs <folder>` (the apps' `build` scripts), or `compressAssets(folder)`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSED = /\.(js|css)$/;

/** Compresses the folder's .js and .css files (brotli at its best quality, gzip at level 9). */
export const compressAssets = (folder) => {
  for (const name of readdirSync(folder)) {
    if (!COMPRESSED.test(name)) continue;
    const body = readFileSync(`${folder}/${name}`);
    writeFileSync(
      `${folder}/${name}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${folder}/${name}.gz`, gzipSync(body, { level: 9 }));
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node scripts/compress-assets.mjs <assets folder>');
    process.exit(2);
  }
  compressAssets(folder);
}
