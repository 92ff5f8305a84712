// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8');
const tokens = Object.fromEntries(
  [...web('src/styles/app.css').matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [
    m[1],
    m[2]?.toLowerCase(),
  ]),
);
const manifest = JSON.parse(web('public/manifest.webmanifest')) as Record<string, unknown>;
const index = web('index.html');

describe('the web app manifest', () => {
  it('takes its colours from the design tokens, the theme colour the page’s own', () => {
    expect(manifest.background_color).toBe(tokens.white);
    expect(Object.values(tokens)).toContain(manifest.theme_color);
    expect(index).toContain(
      `<meta name="theme-color" content="${String(manifest.theme_color)}" />`,
    );
  });

  it('is linked from the shell every page is built from, with the touch icon iOS reads', () => {
    expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(index).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
