import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersForPath, parseHeadersFile, scriptHash, securityHeaderRules } from './policy';
import { inlineScriptsOf } from './index';

const offline = { inlineScripts: ['document.documentElement.dataset.theme="light"'], analytics: false, hostedSearch: false };

describe('security headers', () => {
  it('allows exactly the inline scripts the build emitted, by hash', () => {
    const csp = headersForPath(securityHeaderRules(offline), '/docs/intro')['Content-Security-Policy']!;
    expect(csp).toContain(`script-src 'self' ${scriptHash(offline.inlineScripts[0]!)}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('forbids embedding the site, but lets the site embed its sandbox frame', () => {
    const rules = securityHeaderRules(offline);
    expect(headersForPath(rules, '/')).toMatchObject({ 'X-Frame-Options': 'DENY' });
    expect(headersForPath(rules, '/')['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    const frame = headersForPath(rules, '/sandbox-runtime/abc/frame.html');
    expect(frame['X-Frame-Options']).toBeUndefined();
    expect(frame['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(frame['Content-Security-Policy']).toContain("'unsafe-eval'");
    expect(frame['X-Content-Type-Options']).toBe('nosniff');
  });

  it('names analytics and Algolia hosts only when they are configured', () => {
    const offlineCsp = headersForPath(securityHeaderRules(offline), '/')['Content-Security-Policy'];
    expect(offlineCsp).not.toMatch(/google|algolia/);
    const hostedCsp = headersForPath(securityHeaderRules({ ...offline, analytics: true, hostedSearch: true }), '/')[
      'Content-Security-Policy'
    ];
    expect(hostedCsp).toContain('https://www.googletagmanager.com');
    expect(hostedCsp).toContain('https://*.algolia.net');
  });

  it('round-trips through the _headers file format', () => {
    const rules = securityHeaderRules(offline);
    const parsed = parseHeadersFile(formatHeadersFile(rules));
    for (const path of ['/', '/sandbox-runtime/x/frame.html']) {
      expect(headersForPath(parsed, path)).toEqual(headersForPath(rules, path));
    }
  });

  it('finds inline scripts but not external or JSON-LD ones', () => {
    const html =
      '<html><head><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script></head><body><script>b()</script></body></html>';
    expect(inlineScriptsOf(html)).toEqual(['a()', 'b()']);
  });
});
