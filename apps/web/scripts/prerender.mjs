// Writes the prerendered first screens of the built app: dist/_prerender/<name>.html is
// dist/index.html with the page's markup inside <div id="root"> and the page's <title>. The server
// sends them for their path; dist/index.html stays the empty shell every other route falls back to.
// Runs after `vite build` and `vite build --ssr` (which writes the server-render bundle to
// dist/_ssr). The bundle stays there with dist/_ssr/page-shell.html, the template the API fills
// for pages it renders at request time; the API never serves that folder as files.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(distDir, '_ssr');

/** Path → file name under dist/_prerender. Visitor state: no stored session exists at build time. */
const PAGES = [
  { url: '/', file: 'landing.html' },
  { url: '/home', file: 'home.html' },
];

const ROOT_ELEMENT = '<div id="root"></div>';
/** The API's web-app plugin reads this name. */
const PAGE_SHELL = 'page-shell.html';
const TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The tags Vite put in the head that only matter once the app's code runs. */
const STARTUP_TAG =
  /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>/g;

function attributesOf(tag) {
  const attrs = {};
  for (const [, name, , value] of tag.matchAll(/\s([a-z-]+)(="([^"]*)")?/g))
    attrs[name] = value ?? '';
  return attrs;
}

/**
 * A server-rendered page paints from its HTML and CSS alone. Its script, module preloads and the
 * translations preload are added by a small deferred starter (`startPage`, src/lib/page-start.ts:
 * after the first paint, and for a visitor at their first input, decision 0048), so on a slow link
 * the stylesheet does not share the bandwidth with ~160 kB of JavaScript. (The empty shell keeps the
 * tags: there nothing shows until the code runs.) Returns the head without those tags and the
 * starter's source.
 */
function deferStartup(shell, starterSource) {
  const tags = [...shell.matchAll(STARTUP_TAG)].map(([tag]) => ({
    name: tag.startsWith('<script') ? 'script' : 'link',
    attrs: attributesOf(tag.replace(/<\/script>$/, '')),
  }));
  // Preloads first, so the module graph is already on its way when the entry is parsed.
  tags.sort((a, b) => Number(a.name === 'script') - Number(b.name === 'script'));
  if (!tags.some((t) => t.name === 'script'))
    throw new Error('dist/index.html has no module script');
  const source = starterSource(tags);
  const file = `assets/prerender-start-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.js`;
  const head = shell.replace(STARTUP_TAG, '').replace(/\n\s*\n/g, '\n');
  return {
    file,
    source,
    shell: head.replace('</head>', () => `  <script defer src="/${file}"></script>\n  </head>`),
  };
}

function fillShell(shell, { html, title, fontsStylesheet }) {
  if (!shell.includes(ROOT_ELEMENT))
    throw new Error(`dist/index.html has no empty ${ROOT_ELEMENT}`);
  if (!TITLE.test(shell)) throw new Error('dist/index.html has no <title>');
  if (!existsSync(path.join(distDir, fontsStylesheet)))
    throw new Error(`The font stylesheet ${fontsStylesheet} is not in dist`);
  // Without JavaScript nothing loads the font (src/lib/fonts.ts does it), so a <noscript> link does.
  const noscript = `  <noscript><link rel="stylesheet" href="${escapeHtml(fontsStylesheet)}"></noscript>\n  </head>`;
  // Function replacers: the markup may hold `$&`-like sequences that a string replacement would expand.
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => noscript)
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`);
}

async function main() {
  const started = performance.now();
  try {
    const { renderPage, pageStarterSource } = await import(
      pathToFileURL(path.join(ssrDir, 'entry.js')).href
    );
    const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const deferred = deferStartup(shell, pageStarterSource);
    writeFileSync(path.join(distDir, deferred.file), deferred.source);
    const outDir = path.join(distDir, '_prerender');
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    let fontsStylesheet;
    for (const { url, file } of PAGES) {
      const page = await renderPage(url);
      fontsStylesheet = page.fontsStylesheet;
      const document = fillShell(deferred.shell, page);
      writeFileSync(path.join(outDir, file), document);
      console.log(
        `prerendered ${url} → dist/_prerender/${file} (${(Buffer.byteLength(document) / 1024).toFixed(1)} kB, "${page.title}")`,
      );
    }
    // Request-time pages start the same way and link the same font stylesheet for no-JS visitors;
    // the API puts the title, the head's preloads, the markup and the page's data in.
    const template = fillShell(deferred.shell, { html: '', title: '', fontsStylesheet });
    writeFileSync(path.join(ssrDir, PAGE_SHELL), template);
    console.log(`server-render bundle and template kept in dist/_ssr (${PAGE_SHELL})`);
  } catch (error) {
    // A half-built bundle must not be mistaken for a working one by the API.
    rmSync(ssrDir, { recursive: true, force: true });
    throw error;
  }
  console.log(`prerender done in ${Math.round(performance.now() - started)} ms`);
}

await main();
