// Draws the installable app's PNG icons from the brand mark (apps/web/public/favicon.svg) with sharp.
// Run once after changing the mark: `node scripts/make-app-icons.mjs`; the PNGs are committed, so a
// build needs no image library (docs/decisions.md, "The installable app").
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/icons');

/** The mark's two figures on its 64 × 64 grid (favicon.svg), drawn in `fill`. */
const figures = (fill) =>
  `<circle cx="24" cy="26" r="8" fill="${fill}"/><circle cx="42" cy="26" r="6" fill="${fill}" opacity=".8"/>` +
  `<path d="M10 50c2-9 8-13 14-13s12 4 14 13z" fill="${fill}"/>` +
  `<path d="M34 50c1-7 4-10 8-10s8 3 10 10z" fill="${fill}" opacity=".8"/>`;

const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs>';

/** The figures scaled by `scale` around the centre of the grid (their own centre is about (31, 38)). */
const centred = (scale, fill) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-31 -38)">${figures(fill)}</g>`;

const svg = (body) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`);

const icons = [
  // "any" purpose: the favicon itself, rounded corners and all.
  {
    file: 'icon-192.png',
    size: 192,
    body: `${gradient}<rect width="64" height="64" rx="16" fill="url(#g)"/>${figures('#fff')}`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    body: `${gradient}<rect width="64" height="64" rx="16" fill="url(#g)"/>${figures('#fff')}`,
  },
  // Maskable: the background reaches every edge and the figures stay inside the central 80 % circle
  // a launcher may cut out (https://web.dev/articles/maskable-icon).
  {
    file: 'icon-maskable-512.png',
    size: 512,
    body: `${gradient}<rect width="64" height="64" fill="url(#g)"/>${centred(0.62, '#fff')}`,
  },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  {
    file: 'apple-touch-icon-180.png',
    size: 180,
    body: `${gradient}<rect width="64" height="64" fill="url(#g)"/>${centred(0.8, '#fff')}`,
  },
  // The small monochrome icon Android shows in the status bar: only its alpha channel counts.
  { file: 'badge-96.png', size: 96, body: centred(1.1, '#fff') },
];

mkdirSync(out, { recursive: true });
for (const { file, size, body } of icons) {
  await sharp(svg(body), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`apps/web/public/icons/${file} (${size} × ${size})`);
}
