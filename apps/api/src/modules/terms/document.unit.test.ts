import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORT_EMAIL, TERMS_KINDS } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import { MarkdownError } from '../../lib/markdown.ts';
import { parseTermsFile, renderTermsHtml } from './document.ts';

const front = (fields: string) => `---\n${fields}\n---\n\n`;
const SERVICE_FRONT = front(
  'kind: service\nversion: 2\ntitle: 서비스 이용약관\neffective: 2026-12-01',
);

function reason(file: string, text: string): string {
  try {
    parseTermsFile(file, text);
  } catch (error) {
    expect(error).toBeInstanceOf(MarkdownError);
    return (error as Error).message;
  }
  throw new Error('parsed without complaint');
}

describe('parseTermsFile', () => {
  it('reads the front matter; required comes from the contract, the day is midnight in Seoul', () => {
    const file = parseTermsFile(
      'service-v2.md',
      `${SERVICE_FRONT}## 제1조 (목적)\n\n본문이에요.\n`,
    );
    expect(file).toMatchObject({
      kind: 'service',
      version: 2,
      title: '서비스 이용약관',
      required: true,
      effectiveAt: new Date('2026-11-30T15:00:00Z'),
      bodyMarkdown: '## 제1조 (목적)\n\n본문이에요.\n',
    });
    const marketing = front('kind: marketing\nversion: 1\ntitle: 마케팅\neffective: 2026-12-01');
    expect(parseTermsFile('marketing-v1.md', `${marketing}본문\n`).required).toBe(false);
  });

  it('hashes the file with LF line endings, so a CRLF checkout is the same version', () => {
    const text = `${SERVICE_FRONT}본문이에요.\n`;
    expect(parseTermsFile('service-v2.md', text.replace(/\n/g, '\r\n')).sourceHash).toBe(
      parseTermsFile('service-v2.md', text).sourceHash,
    );
    expect(parseTermsFile('service-v2.md', `${text}한 줄 더.\n`).sourceHash).not.toBe(
      parseTermsFile('service-v2.md', text).sourceHash,
    );
  });

  it('refuses what is not a terms version', () => {
    expect(reason('service-v1.md', `${SERVICE_FRONT}본문\n`)).toBe(
      'the file of service version 2 must be service-v2.md',
    );
    expect(
      reason('x-v1.md', `${front('kind: x\nversion: 1\ntitle: t\neffective: 2026-12-01')}본문`),
    ).toBe(`kind: one of ${TERMS_KINDS.join(', ')}`);
    expect(
      reason(
        'service-v1.md',
        `${front('kind: service\nversion: 1\ntitle: t\neffective: 2026-02-30')}본문`,
      ),
    ).toBe('effective: not a day of the calendar');
    expect(
      reason(
        'service-v1.md',
        `${front('kind: service\nversion: 1\ntitle: t\neffective: 2026-12-01\nrequired: true')}본문`,
      ),
    ).toBe('unknown key required');
    expect(reason('service-v2.md', SERVICE_FRONT)).toBe('the body is empty');
    expect(reason('service-v2.md', `${SERVICE_FRONT}![사진](https://example.com/a.png)\n`)).toBe(
      'images are not allowed in terms',
    );
    expect(reason('service-v2.md', '본문만 있어요\n')).toMatch(/^no front matter/);
  });
});

describe('renderTermsHtml', () => {
  it('keeps text structure only: no raw HTML, no script links; headings under the title', () => {
    const html = renderTermsHtml(
      '# 제1조\n\n<script>alert(1)</script>\n\n[나쁜 링크](javascript:alert(1)) [KISA](https://privacy.kisa.or.kr)\n',
    );
    expect(html).toContain('<h2>제1조</h2>');
    expect(html).not.toContain('script');
    expect(html).toContain('나쁜 링크');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(
      '<a href="https://privacy.kisa.or.kr" target="_blank" rel="noopener noreferrer nofollow">KISA</a>',
    );
  });
});

describe('content/terms', () => {
  const dir = fileURLToPath(new URL('../../../../../content/terms/', import.meta.url));
  const files = readdirSync(dir).filter((name) => name.endsWith('.md'));

  it('has version 1 of every kind, each a valid file', () => {
    const parsed = files.map((name) => parseTermsFile(name, readFileSync(`${dir}${name}`, 'utf8')));
    for (const kind of TERMS_KINDS)
      expect(parsed.some((doc) => doc.kind === kind && doc.version === 1)).toBe(true);
  });

  it('the terms and the privacy policy say what a Korean shop must say', () => {
    const html = (name: string) =>
      renderTermsHtml(parseTermsFile(name, readFileSync(`${dir}${name}`, 'utf8')).bodyMarkdown);
    const service = html('service-v1.md');
    for (const part of ['제1조 (목적)', '청약철회', '7일 이내', '분쟁 해결', '사업자등록번호'])
      expect(service).toContain(part);
    const privacy = html('privacy-v1.md');
    for (const fact of [
      '5년',
      '3년',
      '제3자 제공',
      '위탁',
      '쿠키',
      '프로필 사진',
      '휴대폰 번호',
      SUPPORT_EMAIL,
    ])
      expect(privacy).toContain(fact);
    expect(html('marketing-v1.md')).toContain('오후 9시부터 다음 날 오전 8시');
    expect(html('age14-v1.md')).toContain('만 14세 미만');
  });
});
