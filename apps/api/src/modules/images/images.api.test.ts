import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE, MESSAGES } from '@chorok/contract';
import { imageAssets } from '@chorok/db';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { imageUrl, setImageAssetHost } from '../../lib/image-url.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/helper.ts';
import { writeDist } from '../../test/ssr-fixtures.ts';
import { renderImage } from './render.ts';

// The real renderer, counted: a cache hit or a shared in-flight render must not call it.
vi.mock(import('./render.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, renderImage: vi.fn(actual.renderImage) };
});
const renders = vi.mocked(renderImage);

const SVG_KEY = 'test/leaf.svg';
const PNG_KEY = 'test/cutout.png';
const JPEG_KEY = 'test/photo-exif.jpg';
const EDGE_KEY = 'test/edge.svg';
const BROKEN_KEY = 'test/broken.png';

/** 1200 × 800, transparent around a green disc: a cut-out as the seed draws them. */
const LEAF_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <circle cx="600" cy="400" r="300" fill="#2e7d32"/>
</svg>`;
/**
 * 100 × 10 units, black up to x = 37, white after: drawn 20 times larger, the edge shows whether
 * the vector was drawn at that size (one anti-aliased pixel) or drawn small and scaled up (a
 * smear of about twenty grey pixels).
 */
const EDGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="10" viewBox="0 0 100 10">
  <rect width="100" height="10" fill="#fff"/><rect width="37" height="10" fill="#000"/>
</svg>`;

let t: TestApp;
let dataDir: string;
let cacheDir: string;
let dist: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'chorok-images-'));
  cacheDir = path.join(dataDir, 'image-cache');
  // A build with its page list: a path resolved out of /images is an unknown page, a 404.
  t = await createTestApp({ dataDir, webDistDir: (dist = writeDist()) });

  // 400 × 300 PNG: transparent, with an opaque orange square in the middle.
  const png = await sharp({
    create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 200, height: 150, channels: 4, background: '#ff8800' },
        })
          .png()
          .toBuffer(),
        left: 100,
        top: 75,
      },
    ])
    .png()
    .toBuffer();
  // 640 × 480 stored, EXIF orientation 6 (shown rotated: 480 × 640), with personal EXIF fields.
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#3366cc' },
  })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Artist: 'Kim Chorok', Copyright: 'private', Make: 'PhoneCam' } },
    })
    .toBuffer();
  expect((await sharp(jpeg).metadata()).exif).toBeDefined();

  await t.db.insert(imageAssets).values([
    {
      key: SVG_KEY,
      contentType: 'image/svg+xml',
      bytes: Buffer.from(LEAF_SVG),
      width: 1200,
      height: 800,
    },
    {
      key: EDGE_KEY,
      contentType: 'image/svg+xml',
      bytes: Buffer.from(EDGE_SVG),
      width: 100,
      height: 10,
    },
    { key: PNG_KEY, contentType: 'image/png', bytes: png, width: 400, height: 300 },
    { key: JPEG_KEY, contentType: 'image/jpeg', bytes: jpeg, width: 480, height: 640 },
    {
      key: BROKEN_KEY,
      contentType: 'image/png',
      bytes: Buffer.from('not an image at all'),
      width: 10,
      height: 10,
    },
  ]);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

// A block body: a function returned from beforeEach would be run as its cleanup.
beforeEach(() => {
  renders.mockClear();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

function cacheFiles(): string[] {
  try {
    return readdirSync(cacheDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.includes('.') && !name.endsWith('.tmp'))
      .map((name) => path.join(cacheDir, name));
  } catch {
    return [];
  }
}

const MAGIC: Record<string, (body: Buffer) => boolean> = {
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP',
  avif: (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};
const SHARP_FORMAT = { webp: 'webp', avif: 'heif', jpeg: 'jpeg', png: 'png' } as const;

describe('GET /images/{key}: formats and sizes', () => {
  it.each(IMAGE.formats)('f=%s returns that format at the width asked for', async (format) => {
    const response = await get(`/images/${SVG_KEY}?w=375&f=${format}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`image/${format}`);
    const body = response.rawPayload;
    expect(MAGIC[format]?.(body)).toBe(true);
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe(SHARP_FORMAT[format]);
    expect([meta.width, meta.height]).toEqual([375, 250]);
  });

  it('defaults: WebP at the original width', async () => {
    const response = await get(`/images/${SVG_KEY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
  });

  it('quality changes the bytes (lower q, smaller file)', async () => {
    const high = await get(`/images/${JPEG_KEY}?w=480&q=95&f=jpeg`);
    const low = await get(`/images/${JPEG_KEY}?w=480&q=20&f=jpeg`);
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length);
    expect(low.headers.etag).not.toBe(high.headers.etag);
  });

  it('draws an SVG at the width asked for, even above its own size, with crisp edges', async () => {
    const response = await get(`/images/${EDGE_KEY}?w=2048&f=png`);
    const { data, info } = await sharp(response.rawPayload)
      .extract({ left: 0, top: 100, width: 2048, height: 1 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(2048);
    const grey = [...data].filter((value) => value > 16 && value < 240);
    expect(grey.length).toBeLessThanOrEqual(1);
    expect(data[740]).toBeLessThan(16);
    expect(data[775]).toBeGreaterThan(240);
  });

  it('never enlarges a raster original: a wider request gets the original width, same file', async () => {
    const wide = await get(`/images/${PNG_KEY}?w=1000&f=webp`);
    const exact = await get(`/images/${PNG_KEY}?w=400&f=webp`);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(400);
    expect(wide.headers.etag).toBe(exact.headers.etag);
    const small = await get(`/images/${PNG_KEY}?w=100&f=webp`);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 75]);
  });
});

describe('GET /images/{key}: transparency and metadata', () => {
  const cornerAndCentre = async (body: Buffer) => {
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray(
        (y * info.width + x) * info.channels,
        (y * info.width + x + 1) * info.channels,
      ),
    ];
    return {
      channels: info.channels,
      corner: at(2, 2),
      centre: at(Math.floor(info.width / 2), Math.floor(info.height / 2)),
    };
  };

  it.each(['webp', 'png', 'avif'] as const)(
    'keeps transparency in %s (cut-outs)',
    async (format) => {
      for (const key of [PNG_KEY, SVG_KEY]) {
        const response = await get(`/images/${key}?w=200&f=${format}`);
        const { channels, corner, centre } = await cornerAndCentre(response.rawPayload);
        expect(channels).toBe(4);
        expect(corner[3]).toBe(0);
        expect(centre[3]).toBe(255);
      }
    },
  );

  it('flattens JPEG onto white', async () => {
    const response = await get(`/images/${PNG_KEY}?w=200&f=jpeg`);
    const { channels, corner, centre } = await cornerAndCentre(response.rawPayload);
    expect(channels).toBe(3);
    for (const value of corner) expect(value).toBeGreaterThan(250);
    // The orange square stays orange.
    expect(centre[0]).toBeGreaterThan(240);
    expect(centre[2]).toBeLessThan(20);
  });

  it.each(['jpeg', 'webp'] as const)(
    'strips EXIF from a %s rendition and turns the photo upright first',
    async (format) => {
      const response = await get(`/images/${JPEG_KEY}?w=240&f=${format}`);
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([240, 320]);
      expect(response.rawPayload.includes('Kim Chorok')).toBe(false);
      expect(response.rawPayload.includes('PhoneCam')).toBe(false);
    },
  );

  it('always rasterises an SVG original: there is no way to get the SVG itself', async () => {
    const response = await get(`/images/${SVG_KEY}?f=svg`);
    expect(response.statusCode).toBe(400);
    const plain = await get(`/images/${SVG_KEY}`);
    expect(plain.headers['content-type']).toBe('image/webp');
    expect(plain.rawPayload.includes('<svg')).toBe(false);
  });
});

describe('GET /images/{key}: caching', () => {
  it('serves immutable, strongly tagged responses, with no Vary on Accept', async () => {
    const response = await get(`/images/${SVG_KEY}?w=187&f=webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(String(response.headers.vary ?? '')).not.toMatch(/accept(?!-)/i);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('answers 304 to If-None-Match without rendering or reading the disk', async () => {
    const first = await get(`/images/${SVG_KEY}?w=188&f=webp`);
    const etag = String(first.headers.etag);
    renders.mockClear();
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(`/images/${SVG_KEY}?w=188&f=webp`, { 'if-none-match': header });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const other = await get(`/images/${SVG_KEY}?w=188&f=webp`, { 'if-none-match': '"nope"' });
    expect(other.statusCode).toBe(200);
    expect(renders).not.toHaveBeenCalled();
  });

  it('renders once, writes the file atomically, then serves it from disk', async () => {
    const before = new Set(cacheFiles());
    const first = await get(`/images/${SVG_KEY}?w=321&q=61&f=webp`);
    expect(renders).toHaveBeenCalledTimes(1);
    const added = cacheFiles().filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    const [file] = added as [string];
    expect(path.basename(file)).toBe(`${String(first.headers.etag).slice(1, -1)}.webp`);
    expect(readdirSync(path.dirname(file)).some((name) => name.endsWith('.tmp'))).toBe(false);

    // What the disk holds is what is served: replace it and the next response is the new bytes.
    const marker = Buffer.concat([first.rawPayload, Buffer.from('cached-on-disk')]);
    writeFileSync(file, marker);
    const second = await get(`/images/${SVG_KEY}?w=321&q=61&f=webp`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('renders once for a burst of identical requests', async () => {
    const url = `/images/${SVG_KEY}?w=777&q=70&f=avif`;
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(renders).toHaveBeenCalledTimes(1);
    for (const response of responses)
      expect(response.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
  });

  it('keys the cache on what the bytes depend on: PNG ignores q, w defaults to the original', async () => {
    const a = await get(`/images/${PNG_KEY}?w=300&q=10&f=png`);
    const b = await get(`/images/${PNG_KEY}?w=300&q=90&f=png`);
    expect(a.headers.etag).toBe(b.headers.etag);
    const implicit = await get(`/images/${SVG_KEY}?f=png&q=50`);
    const explicit = await get(`/images/${SVG_KEY}?w=1200&f=png&q=50`);
    expect(implicit.headers.etag).toBe(explicit.headers.etag);
  });

  it('HEAD answers the headers without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: `/images/${SVG_KEY}?w=375` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.body).toBe('');
  });
});

describe('GET /images/{key}: bad requests', () => {
  it.each([
    'w=0',
    'w=15',
    'w=2049',
    'w=abc',
    'w=1.5',
    'w=-100',
    'w=',
    'w=375&w=750',
    'q=0',
    'q=101',
    'q=high',
    'f=gif',
    'f=svg',
    'f=WEBP',
    'f=',
  ])('?%s → 400 with the contract message', async (query) => {
    const response = await get(`/images/${SVG_KEY}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      data: null,
      status: 400,
      message: MESSAGES.imageParams,
    });
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
    expect(response.headers.etag).toBeUndefined();
  });

  it('accepts the limits themselves', async () => {
    for (const query of [`w=${IMAGE.minWidth}&q=1`, `w=${IMAGE.maxWidth}&q=100&f=jpeg`]) {
      expect((await get(`/images/${SVG_KEY}?${query}`)).statusCode).toBe(200);
    }
  });

  it('an unknown key → 404 with the contract message', async () => {
    for (const url of ['/images/test/missing.svg', '/images/test/missing.svg?w=375&f=png']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({
        data: null,
        status: 404,
        message: MESSAGES.imageNotFound,
      });
    }
  });

  it.each([
    '/images/../package.json',
    '/images/../../etc/passwd',
    '/images/%2e%2e/%2e%2e/etc/passwd',
    '/images/test/..%2f..%2fpackage.json',
    '/images/test/%2e%2e/leaf.svg',
    '/images/.env',
    '/images//etc/passwd',
    '/images/test//leaf.svg',
    '/images/test%5cleaf.svg',
    '/images/test/leaf.svg%00.png',
    '/images/%',
    '/images/',
  ])('a traversal or malformed key (%s) is a 4xx, never a file', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    // A path the client resolves out of /images (`/images/../../etc/passwd` is `/etc/passwd`) is
    // no image: a page path, whose unknown page is the app's not-found; the rest the envelope.
    if (response.headers['content-type']?.startsWith('text/html')) {
      expect(url).toMatch(/\.\.|%2e%2e/i);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/root:|"name": "@chorok/);
    } else {
      expect(json(response)).toMatchObject({ data: null, status: response.statusCode });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('an original sharp cannot read is a 500 envelope, and the server goes on', async () => {
    const response = await get(`/images/${BROKEN_KEY}?w=100`);
    expect(response.statusCode).toBe(500);
    expect(json(response)).toMatchObject({
      data: null,
      status: 500,
      message: MESSAGES.serverError,
    });
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
    expect((await get(`/images/${SVG_KEY}?w=100`)).statusCode).toBe(200);
  });

  it('is outside the /v1 rate limit, like the web app files', async () => {
    const limited = await buildApp({
      config: testConfig({ dataDir, rateLimitPerMinute: 3 }),
      database: t.database,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await limited.inject({ method: 'GET', url: `/images/${SVG_KEY}?w=375` })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await limited.close();
    }
  });
});

describe('image hosts', () => {
  it('puts the asset host in image URLs, and both hosts in the pages’ img-src', async () => {
    const hosted = await buildApp({
      config: testConfig({
        dataDir,
        images: {
          assetHost: 'https://assets.chorok.example',
          cdnHost: 'https://cdn.chorok.example',
          cacheMaxBytes: 64 * 1024 * 1024,
        },
      }),
      database: t.database,
    });
    try {
      expect(imageUrl('products/a/1.svg')).toBe(
        'https://assets.chorok.example/images/products/a/1.svg',
      );
      const page = await hosted.inject({
        method: 'GET',
        url: '/docs',
        headers: { accept: 'text/html' },
      });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(
        /img-src 'self' data: blob: https:\/\/assets\.chorok\.example https:\/\/cdn\.chorok\.example/,
      );
      const config = await hosted.inject({ method: 'GET', url: '/v1/app-config' });
      expect(json(config).data).toMatchObject({
        images: {
          assetHost: 'https://assets.chorok.example',
          cdnHost: 'https://cdn.chorok.example',
        },
      });
    } finally {
      await hosted.close();
      setImageAssetHost(null);
    }
    expect(imageUrl('products/a/1.svg')).toBe('/images/products/a/1.svg');
  });
});
