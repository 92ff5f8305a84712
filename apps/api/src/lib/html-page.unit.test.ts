import { describe, expect, it } from 'vitest';
import {
  PageShellError,
  checkPageShell,
  escapeHtml,
  fillPageShell,
  htmlTag,
  jsonForScript,
} from './html-page.ts';

const SHELL =
  '<html><head><title></title><link rel="stylesheet" href="/a.css"></head><body><div id="root"></div></body></html>';

describe('jsonForScript', () => {
  it('cannot end the script or open a comment, and reads back as the same value', () => {
    const value = { name: '</script><!-- & \u2028\u2029 >', n: 1 };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('htmlTag', () => {
  it('escapes every value', () => {
    expect(htmlTag('link', { href: '/a?w=1&q=2', title: '"x" <y>', async: true })).toBe(
      '<link href="/a?w=1&amp;q=2" title="&quot;x&quot; &lt;y&gt;" async>',
    );
  });
});

describe('fillPageShell', () => {
  it('puts the title and head tags before the stylesheet, the markup and state in the body', () => {
    const page = fillPageShell(SHELL, {
      title: '몬스테라 & <친구>',
      head: ['<link rel="preload" as="image" href="/i.webp">'],
      root: '<h1>$& $1</h1>',
      state: { elementId: 'state', value: [{ a: '</script>' }] },
    });
    expect(page).toBe(
      '<html><head><title>몬스테라 &amp; &lt;친구&gt;</title>\n    <link rel="preload" as="image" href="/i.webp"><link rel="stylesheet" href="/a.css"></head>' +
        '<body><div id="root"><h1>$& $1</h1></div><script type="application/json" id="state">[{"a":"\\u003c/script\\u003e"}]</script></body></html>',
    );
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('replaces the template’s site-wide description, or adds one when it has none', () => {
    const described = SHELL.replace(
      '<title>',
      '<meta\n      name="description"\n      content="초록 — 식물 쇼핑"\n    />\n<title>',
    );
    const page = fillPageShell(described, {
      title: 't',
      head: [],
      root: '',
      description: '몬스테라 "델리시오사"',
    });
    expect(page).toContain('<meta name="description" content="몬스테라 &quot;델리시오사&quot;">');
    expect(page).not.toContain('초록 — 식물 쇼핑');
    const added = fillPageShell(SHELL, { title: 't', head: [], root: '', description: 'd' });
    expect(added.match(/<meta name="description" content="d">/g)).toHaveLength(1);
  });

  it('refuses a template without a title or an empty root', () => {
    expect(() => checkPageShell(SHELL)).not.toThrow();
    expect(() => checkPageShell('<html><head></head><div id="root"></div></html>')).toThrow(
      PageShellError,
    );
    expect(() => checkPageShell('<title></title><div id="root">x</div>')).toThrow(/root/);
  });
});
