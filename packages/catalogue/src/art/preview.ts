/**
 * Contact sheets of the drawings, to look at while drawing:
 *   node --import tsx packages/catalogue/src/art/preview.ts [slug,slug…] [--samples]
 * Draws the seed catalogue (or the art samples of every shape with --samples) and writes
 * /tmp/art-preview/sheet-*.png: one row per product with its photos, its cut-out on a
 * checkerboard (to show the transparency) and three customer photos. With a filter that
 * matches at most three products it also writes their pictures at full size. Prints every
 * picture's size and rasterising time.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { drawProduct, drawReviewPhoto } from './index.ts';
import { seedProducts } from '../products/index.ts';
import { SAMPLE_ART } from './samples.ts';

const OUT = '/tmp/art-preview';
const THUMB = 300;
const args = process.argv.slice(2);
const filter = args.find((a) => !a.startsWith('--'));
const source = args.includes('--samples') ? SAMPLE_ART : seedProducts;
mkdirSync(OUT, { recursive: true });

const checker = await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB}" height="${THUMB}"><defs><pattern id="c" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#fff"/><rect width="10" height="10" fill="#ddd"/><rect x="10" y="10" width="10" height="10" fill="#ddd"/></pattern></defs><rect width="100%" height="100%" fill="url(#c)"/></svg>`,
  ),
)
  .png()
  .toBuffer();

const samples = source.filter(
  (s) => !filter || filter.split(',').some((part) => s.slug.includes(part)),
);
const sheetName = args.includes('--samples') ? 'samples' : 'sheet';
// Clear this run's earlier sheets and full-size pictures; leave the other kind of sheet alone.
for (const file of readdirSync(OUT)) {
  if (file.startsWith(`${sheetName}-`) || samples.some((s) => file.startsWith(`${s.slug}-`))) {
    rmSync(`${OUT}/${file}`);
  }
}
const rows: Buffer[][] = [];
let maxMs = 0;
let maxBytes = 0;
let total = 0;
let count = 0;
for (const sample of samples) {
  const drawn = drawProduct(sample.art, sample);
  const reviews = [0, 1, 2].map((index) => drawReviewPhoto(sample.art, { ...sample, index }));
  const row: Buffer[] = [];
  for (const [i, img] of [...drawn.photos, drawn.cutout, ...reviews].entries()) {
    // Time the rasterising alone (PNG encoding is the thumbnail's cost, not the seed's).
    // The machine is shared: the faster of two runs is the rasteriser's own time.
    let ms = Infinity;
    for (let run = 0; run < 2; run++) {
      const started = performance.now();
      await sharp(Buffer.from(img.svg)).raw().toBuffer();
      ms = Math.min(ms, performance.now() - started);
    }
    const png = await sharp(Buffer.from(img.svg)).png({ compressionLevel: 1 }).toBuffer();
    maxMs = Math.max(maxMs, ms);
    maxBytes = Math.max(maxBytes, img.svg.length);
    total += img.svg.length;
    count++;
    if (samples.length <= 3) {
      await sharp(png).toFile(`${OUT}/${sample.slug}-${i}.png`);
    }
    const thumb = await sharp(png)
      .resize(THUMB, THUMB, { fit: 'contain', background: '#0000' })
      .png()
      .toBuffer();
    const isCutout = img === drawn.cutout;
    row.push(
      isCutout
        ? await sharp(checker)
            .composite([{ input: thumb }])
            .png()
            .toBuffer()
        : thumb,
    );
    console.log(
      `${sample.slug} ${i} ${(img.svg.length / 1024).toFixed(1)} KB ${ms.toFixed(0)} ms  ${img.alt}`,
    );
  }
  rows.push(row);
}

const perSheet = 5;
for (let s = 0; s * perSheet < rows.length; s++) {
  const chunk = rows.slice(s * perSheet, (s + 1) * perSheet);
  const cols = Math.max(...chunk.map((r) => r.length));
  const composite = chunk.flatMap((row, r) =>
    row.map((input, c) => ({ input, left: c * (THUMB + 8), top: r * (THUMB + 8) })),
  );
  await sharp({
    create: {
      width: cols * (THUMB + 8),
      height: chunk.length * (THUMB + 8),
      channels: 4,
      background: '#888',
    },
  })
    .composite(composite)
    .png()
    .toFile(`${OUT}/${sheetName}-${String(s + 1).padStart(2, '0')}.png`);
}
console.log(
  `max ${(maxBytes / 1024).toFixed(1)} KB, mean ${(total / count / 1024).toFixed(1)} KB, slowest ${maxMs.toFixed(0)} ms`,
);
