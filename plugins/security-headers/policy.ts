import { createHash } from 'node:crypto';

/** What the site loads from elsewhere, by build configuration. */
export interface PolicyInputs {
  /** Inline `<script>` bodies found in the built HTML (Docusaurus's colour-mode bootstrap...). */
  inlineScripts: string[];
  /** Google Analytics is configured (GTAG_TRACKING_ID). */
  analytics: boolean;
  /** Hosted Algolia search is configured (ALGOLIA_*). */
  hostedSearch: boolean;
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  /** Headers of broader rules this rule removes (Cloudflare Pages' `! Name` lines). */
  detach?: string[];
}

export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

const directives = (entries: Array<[string, string[]]>) =>
  entries.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/**
 * The Content-Security-Policy and companion headers for the built site. Pages may run only the
 * site's own scripts and the exact inline scripts the build emitted; nothing may embed them. The
 * sandbox frame (`/sandbox-runtime/...`) is the one document the site embeds: it may evaluate the
 * visitor's transpiled code and be framed by the site itself, and nothing else.
 */
export function securityHeaderRules({ inlineScripts, analytics, hostedSearch }: PolicyInputs): HeaderRule[] {
  const hashes = [...new Set(inlineScripts.map(scriptHash))].sort();
  const analyticsScripts = analytics ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = analytics ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'] : [];
  const searchConnect = hostedSearch ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'] : [];
  const common: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // CSS-in-JS kits (antd, MUI, Chakra, Fluent, Mantine) inject <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(analytics ? ['https://*.google-analytics.com', 'https://www.googletagmanager.com'] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...analyticsConnect, ...searchConnect]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  const sitePolicy = directives([
    ...common,
    ['script-src', ["'self'", ...hashes, ...analyticsScripts]],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-ancestors', ["'none'"]],
  ]);
  const framePolicy = directives([
    ...common,
    // The frame transpiles the visitor's code and evaluates it: that is its whole purpose.
    ['script-src', ["'self'", "'unsafe-eval'", "'unsafe-inline'"]],
    ['frame-ancestors', ["'self'"]],
  ]);
  const shared = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  return [
    { path: '/*', headers: { ...shared, 'Content-Security-Policy': sitePolicy, 'X-Frame-Options': 'DENY' } },
    {
      path: '/sandbox-runtime/*',
      headers: { 'Content-Security-Policy': framePolicy },
      detach: ['Content-Security-Policy', 'X-Frame-Options'],
    },
  ];
}

/** The rules as a `_headers` file (Cloudflare Pages and Netlify syntax). */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return `${rules
    .map(rule =>
      [
        rule.path,
        ...(rule.detach ?? []).map(name => `  ! ${name}`),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n')
    )
    .join('\n\n')}\n`;
}

/** The headers a request path gets: later, more specific rules override and detach earlier ones. */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    const prefix = rule.path.replace(/\*$/, '');
    const matches = rule.path.endsWith('*') ? path.startsWith(prefix) : path === rule.path;
    if (!matches) continue;
    for (const name of rule.detach ?? []) delete result[name];
    Object.assign(result, rule.headers);
  }
  return result;
}

/** Reads a `_headers` file written by `formatHeadersFile` back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {}, detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    const detached = /^\s+!\s*(.+)$/.exec(line);
    if (detached) {
      rule.detach!.push(detached[1]!.trim());
      continue;
    }
    const header = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (header) rule.headers[header[1]!.trim()] = header[2]!.trim();
  }
  return rules;
}
