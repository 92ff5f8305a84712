import { describe, expect, it } from 'vitest';
import { decideNavigation, httpOrigin, isOnOrigin } from './origin.ts';

const policy = {
  webOrigin: 'https://chorok.example',
  inAppOrigins: ['https://appleid.apple.com'],
};

describe('isOnOrigin', () => {
  it('matches scheme, host and port exactly', () => {
    expect(isOnOrigin('https://chorok.example/order/3?x=1', policy.webOrigin)).toBe(true);
    expect(isOnOrigin('https://chorok.example:443/', policy.webOrigin)).toBe(true);
    expect(isOnOrigin('http://chorok.example/', policy.webOrigin)).toBe(false);
    expect(isOnOrigin('https://chorok.example:8443/', policy.webOrigin)).toBe(false);
    expect(isOnOrigin('https://chorok.example.evil.example/', policy.webOrigin)).toBe(false);
    expect(isOnOrigin('https://evil.example/https://chorok.example', policy.webOrigin)).toBe(false);
    expect(isOnOrigin(null, policy.webOrigin)).toBe(false);
    expect(isOnOrigin('not a url', policy.webOrigin)).toBe(false);
  });

  it('knows no origin for non-web schemes', () => {
    expect(httpOrigin('javascript:alert(1)')).toBeNull();
    expect(httpOrigin('chorok://auth')).toBeNull();
  });
});

describe('decideNavigation (onShouldStartLoadWithRequest)', () => {
  it.each([
    ['https://chorok.example/products/detail/3', 'load'],
    ['https://chorok.example/purchase/success?orderId=1', 'load'],
    ['https://appleid.apple.com/auth/authorize?x=1', 'load'],
    ['https://blog.naver.com/some-post', 'external'],
    ['http://chorok.example/', 'external'],
    ['https://chorok.example.evil.example/', 'external'],
    ['https://user:pass@chorok.example/', 'block'],
    ['tel:15880000', 'external'],
    ['mailto:help@chorok.example', 'external'],
    ['ispmobile://pay?x=1', 'external'],
    ['javascript:alert(1)', 'block'],
    ['file:///etc/passwd', 'block'],
    ['data:text/html,<script>alert(1)</script>', 'block'],
    ['about:blank', 'load'],
    ['blob:https://chorok.example/6f1c', 'load'],
    ['blob:https://evil.example/6f1c', 'block'],
    ['not a url', 'block'],
  ] as const)('top frame %s → %s', (url, decision) => {
    expect(decideNavigation(url, policy)).toBe(decision);
  });

  it('lets frames inside our page load https pages, and nothing else', () => {
    expect(decideNavigation('https://maps.example/embed', policy, false)).toBe('load');
    expect(decideNavigation('http://tracker.example/', policy, false)).toBe('block');
    expect(decideNavigation('tel:15880000', policy, false)).toBe('block');
  });
});
