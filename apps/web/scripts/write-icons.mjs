// Writes the app's install icons (public/icons/*.png) from the brand mark, public/favicon.svg:
//   npm run icons -w @chorok/web
// The PNGs are committed (the manifest and index.html name them); run this again when the mark
// changes. `any` icons are the mark as drawn, rounded corners transparent. The maskable icon and
// Apple's touch icon fill the whole square with the mark's green (the platform cuts its own
// shape) and keep the sprout inside the centre 80 % circle, the maskable safe zone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The mark's drawing on a full-bleed square of its own background, scaled about the centre. */
function fullBleed(scale) {
  const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
  const drawing = mark.replace(/<rect[^>]*\/>/, '').match(/<path[^>]*\/>/g);
  if (!background || !drawing) throw new Error('favicon.svg is not the mark this script knows');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">
  <rect width="28" height="28" fill="${background}"/>
  <g transform="translate(14 14) scale(${scale}) translate(-14 -14)">${drawing.join('')}</g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.72) },
  // iOS rounds the corners itself and shows transparency as black: opaque, full bleed.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

for (const { file, size, svg } of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 28 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`public/icons/${file} (${size}×${size})`);
}
