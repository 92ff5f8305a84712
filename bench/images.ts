/**
 * The images service on one 1200 px plant illustration (SVG): a 375 px WebP rendered cold (no
 * rendition on disk, libvips' operation cache off, so every run really draws and encodes), then
 * served from the disk cache, then answered 304. Requests go through Fastify's inject, so the
 * figures are the server's own work without the network.
 *   node --import tsx bench/images.ts          (BENCH_RUNS=30 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, imageAssets, migrate } from '@chorok/db';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/test/helper.ts';

const runs = Number(process.env.BENCH_RUNS ?? 30);

/** A monstera-like drawing: gradients, forty leaves with veins and holes, a pot, a shadow. */
function plantSvg(): string {
  const leaves: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const angle = -80 + (i * 160) / 39;
    const length = 260 + ((i * 37) % 140);
    const veins = Array.from(
      { length: 6 },
      (_, v) =>
        `<path d="M0 ${-40 - v * 35} q ${18 + v * 4} -10 ${34 + v * 6} -26" stroke="#1b5e20" stroke-width="3" fill="none"/>`,
    ).join('');
    leaves.push(
      `<g transform="translate(600 760) rotate(${angle}) translate(0 -${length})">` +
        `<path d="M0 0 C 90 -60 110 -200 0 -260 C -110 -200 -90 -60 0 0 Z" fill="url(#leaf)"/>` +
        `<ellipse cx="30" cy="-120" rx="10" ry="22" fill="#fafaf5"/>${veins}</g>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <defs>
    <linearGradient id="leaf" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#66bb6a"/><stop offset="1" stop-color="#2e7d32"/>
    </linearGradient>
    <radialGradient id="pot" cx="0.4" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#e0a070"/><stop offset="1" stop-color="#a0522d"/>
    </radialGradient>
  </defs>
  <ellipse cx="600" cy="1120" rx="300" ry="40" fill="#000" opacity="0.12"/>
  ${leaves.join('\n  ')}
  <path d="M380 760 L820 760 L770 1110 L430 1110 Z" fill="url(#pot)"/>
  <rect x="360" y="740" width="480" height="50" rx="12" fill="#b86b3d"/>
</svg>`;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'chorok-bench-images-'));
const database = await createDatabase({ memory: true });
await migrate(database);
const svg = Buffer.from(plantSvg());
await database.db.insert(imageAssets).values({
  key: 'bench/plant.svg',
  contentType: 'image/svg+xml',
  bytes: svg,
  width: 1200,
  height: 1200,
});
const app = await buildApp({ config: testConfig({ dataDir }), database });
const cacheDir = path.join(dataDir, 'image-cache');

async function time(url: string, headers: Record<string, string> = {}, expected = 200) {
  const start = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  const ms = performance.now() - start;
  if (response.statusCode !== expected) throw new Error(`${url}: ${response.statusCode}`);
  return { ms, response };
}

try {
  sharp.cache(false);
  const rows: string[] = [];
  const cold = async (label: string, url: string) => {
    await time(url); // warm-up: JIT, module loading, the first libvips start
    const samples: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i += 1) {
      rmSync(cacheDir, { recursive: true, force: true });
      const { ms, response } = await time(url);
      samples.push(ms);
      bytes = response.rawPayload.length;
    }
    const { median, p95 } = stats(samples);
    rows.push(
      `| ${label} | cold (rendered) | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${(bytes / 1024).toFixed(1)} KB |`,
    );
  };
  await cold('375 px WebP', '/images/bench/plant.svg?w=375&f=webp');
  await cold('750 px WebP', '/images/bench/plant.svg?w=750&f=webp');
  await cold('375 px AVIF', '/images/bench/plant.svg?w=375&f=avif');
  await cold('375 px JPEG', '/images/bench/plant.svg?w=375&f=jpeg');

  const url = '/images/bench/plant.svg?w=375&f=webp';
  const first = await time(url);
  const etag = String(first.response.headers.etag);
  for (const [label, headers, status] of [
    ['cached (from disk)', {}, 200],
    ['304 (If-None-Match)', { 'if-none-match': etag }, 304],
  ] as const) {
    const samples: number[] = [];
    for (let i = 0; i < runs * 10; i += 1) samples.push((await time(url, headers, status)).ms);
    const { median, p95 } = stats(samples);
    rows.push(`| 375 px WebP | ${label} | ${median.toFixed(2)} | ${p95.toFixed(2)} | |`);
  }

  console.log(`SVG original: ${(svg.length / 1024).toFixed(1)} KB, 1200 × 1200; ${runs} cold runs`);
  console.log('| rendition | request | median ms | p95 ms | size |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
