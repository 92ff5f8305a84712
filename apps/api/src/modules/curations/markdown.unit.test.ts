import { describe, expect, it } from 'vitest';
import { MarkdownError } from '../../lib/markdown.ts';
import { readingMinutes, renderArticle } from './markdown.ts';

const FRONT = `---
title: 초보자를 위한 물 주기
subtitle: 손가락 한 마디로 흙을 확인하는 것부터 시작해요
category: BASICS
author: 초록 에디터 한서윤
publishedAt: 2026-09-02
tags: [41, 51]
products: [16, 35, 21]
cover:
  products: [16, 35]
  background: '#EAF2E3'
  alt: 창가에 놓인 스파티필룸과 스킨답서스
---
`;

const article = (body: string, front = FRONT) => renderArticle(`${front}\n${body}\n`);
const htmlOf = (body: string) =>
  article(body)
    .blocks.map((block) => (block.type === 'html' ? block.html : `[product ${block.productId}]`))
    .join('\n');

function reason(text: string): string {
  try {
    renderArticle(text);
  } catch (error) {
    expect(error).toBeInstanceOf(MarkdownError);
    return (error as Error).message;
  }
  throw new Error('rendered without complaint');
}

describe('renderArticle', () => {
  it('reads the front matter and splits the body at product embeds', () => {
    const rendered = article(
      '## 물 주기\n\n겉흙이 마르면 **흠뻑** 줘요.\n\n::product{id=16}\n\n끝.',
    );
    expect(rendered.frontMatter).toEqual({
      title: '초보자를 위한 물 주기',
      subtitle: '손가락 한 마디로 흙을 확인하는 것부터 시작해요',
      category: 'BASICS',
      author: '초록 에디터 한서윤',
      publishedAt: '2026-09-02',
      tags: [41, 51],
      products: [16, 35, 21],
      cover: {
        products: [16, 35],
        background: '#eaf2e3',
        alt: '창가에 놓인 스파티필룸과 스킨답서스',
      },
    });
    expect(rendered.blocks).toEqual([
      { type: 'html', html: '<h2>물 주기</h2>\n<p>겉흙이 마르면 <strong>흠뻑</strong> 줘요.</p>' },
      { type: 'product', productId: 16 },
      { type: 'html', html: '<p>끝.</p>' },
    ]);
    expect(rendered.source).toBe(
      '\n## 물 주기\n\n겉흙이 마르면 **흠뻑** 줘요.\n\n::product{id=16}\n\n끝.\n',
    );
    expect(rendered.readingMinutes).toBe(1);
  });

  it('renders GFM tables, lists, quotes and strikethrough', () => {
    const html = htmlOf(
      '| 식물 | 물 |\n| :-- | --: |\n| 스투키 | 한 달 |\n\n- 하나\n- 둘\n\n> 인용\n\n~~지운 말~~',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<th align="left">식물</th>');
    expect(html).toContain('<td align="right">한 달</td>');
    expect(html).toContain('<ul>\n<li>하나</li>');
    expect(html).toContain('<blockquote>\n<p>인용</p>\n</blockquote>');
    expect(html).toContain('<del>지운 말</del>');
  });

  it('strips scripts, raw HTML, event handlers and javascript: links', () => {
    const html = htmlOf(
      [
        '<script>alert(1)</script>',
        '',
        '<div onclick="steal()">상자</div>',
        '',
        '문장 <b onclick="x()">굵게</b> <img src=x onerror=alert(1)> 끝',
        '',
        '[나쁜 링크](javascript:alert(1)) [메일](mailto:a@b.c) [다른 곳](//evil.example/x)',
        '',
        '[좋은 링크](https://chorok.kr/a) [안쪽](/products/detail/16) <https://example.com>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/script|onclick|onerror|<img|<div|<b>|javascript|mailto|evil/);
    expect(html).toContain('문장 굵게  끝');
    expect(html).toContain('나쁜 링크 메일 다른 곳');
    expect(html).toContain(
      '<a href="https://chorok.kr/a" target="_blank" rel="noopener noreferrer nofollow">좋은 링크</a>',
    );
    expect(html).toContain('<a href="/products/detail/16">안쪽</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank"');
  });

  it('keeps a colon in running text as written (오전 10:30에)', () => {
    expect(htmlOf('오전 10:30에 물을 줘요. 비율은 3:1, Tip:water')).toBe(
      '<p>오전 10:30에 물을 줘요. 비율은 3:1, Tip:water</p>',
    );
  });

  it('puts headings under the title: # becomes h2, ##### h4', () => {
    expect(htmlOf('# 큰 제목\n\n##### 작은 제목')).toBe('<h2>큰 제목</h2>\n<h4>작은 제목</h4>');
  });

  it('resolves reference links across product embeds', () => {
    expect(htmlOf('[초록][c]\n\n::product{id=35}\n\n[다시][c]\n\n[c]: https://chorok.kr')).toBe(
      [
        '<p><a href="https://chorok.kr" target="_blank" rel="noopener noreferrer nofollow">초록</a></p>',
        '[product 35]',
        '<p><a href="https://chorok.kr" target="_blank" rel="noopener noreferrer nofollow">다시</a></p>',
      ].join('\n'),
    );
  });

  it.each([
    ['no front matter', '# 제목\n\n본문', /no front matter/],
    ['bad YAML', '---\ntitle: [\n---\n본문', /not valid YAML/],
    ['a missing title', FRONT.replace(/title: .*\n/, ''), /^title: required/],
    ['a long title', FRONT.replace(/title: .*/, `title: ${'가'.repeat(41)}`), /title: at most 40/],
    ['an unknown category', FRONT.replace('BASICS', 'GARDEN'), /category: one of BASICS/],
    ['a bad date', FRONT.replace('2026-09-02', '2026-02-30'), /publishedAt: not a day/],
    ['one product', FRONT.replace('[16, 35, 21]', '[16]'), /products: 2–6 product ids/],
    ['four cover plants', FRONT.replace('[16, 35]', '[16, 35, 21, 3]'), /cover.products: 1–3/],
    [
      'a tag out of range',
      FRONT.replace('[41, 51]', '[41, 101]'),
      /tags.1: metadata ids are 1–100/,
    ],
    ['an unknown key', FRONT.replace('tags:', 'tag:'), /unknown key tag/],
    ['a bad colour', FRONT.replace("'#EAF2E3'", 'green'), /cover.background: a hex colour/],
  ])('refuses %s', (_, front, expected) => {
    expect(reason(`${front}\n본문이에요.\n`)).toMatch(expected);
  });

  it.each([
    ['images', '![사진](https://x.example/a.png)', /images are not allowed/],
    [
      'an embed not in products',
      '::product{id=99}',
      /::product\{id=99\} is not among the article's products/,
    ],
    ['an embed without an id', '::product', /needs a product id/],
    ['an embed inside a list', '- ::product{id=16}', /must be a line of its own/],
    ['an unknown directive', '::video{src=x}', /unknown directive ::video/],
    ['footnotes', '본문[^1]\n\n[^1]: 각주', /footnotes are not supported/],
    ['an empty body', '<script>x</script>', /the body is empty/],
  ])('refuses %s in the body', (_, body, expected) => {
    expect(reason(`${FRONT}\n${body}\n`)).toMatch(expected);
  });
});

describe('readingMinutes', () => {
  it('counts Korean syllables at 500 a minute, rounded up, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('가'.repeat(500))).toBe(1);
    expect(readingMinutes(`${'가'.repeat(501)} ${'a'.repeat(2000)}`)).toBe(2);
    expect(readingMinutes('나'.repeat(1800))).toBe(4);
  });
});
