import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import tailwindcss from 'tailwindcss';
import tailwindConfig from './tailwind.config';
import { scopeSelectors } from './scopeSelectors';

const scoped = async (css: string) =>
  (await postcss([scopeSelectors({ scope: '.demo' })]).process(css, { from: undefined })).root;

const selectors = async (css: string) => {
  const found: string[] = [];
  (await scoped(css)).walkRules(rule => {
    found.push(...rule.selectors);
  });
  return found;
};

describe('scopeSelectors', () => {
  it('puts every selector of a rule under the scope', async () => {
    expect(await selectors('*, ::before, .a > .b { color: red }')).toEqual(['.demo *', '.demo ::before', '.demo .a > .b']);
  });

  it('scopes rules inside media queries and leaves keyframe offsets alone', async () => {
    expect(await selectors('@media (min-width: 1px) { .a { x: y } } @keyframes spin { to { x: y } }')).toEqual([
      '.demo .a',
      'to',
    ]);
  });

  it('leaves selectors that already name the scope', async () => {
    expect(await selectors(':where(.demo) :where(*) { x: y } .demo-frame { x: y }')).toEqual([
      ':where(.demo) :where(*)',
      '.demo-frame',
    ]);
  });

  it('refuses to run without a scope', () => {
    expect(() => scopeSelectors({ scope: '' })).toThrow(/scope/);
  });
});

describe('the Tremor Tailwind build', () => {
  it('generates the classes the compat package uses, all under .rqb-demo-tremor', async () => {
    const result = await postcss([tailwindcss(tailwindConfig), scopeSelectors({ scope: '.rqb-demo-tremor' })]).process(
      '@tailwind base; @tailwind utilities;',
      { from: undefined }
    );
    const rules: string[] = [];
    result.root.walkRules(rule => {
      if (rule.parent?.type === 'atrule' && /keyframes/.test((rule.parent as { name: string }).name)) return;
      rules.push(...rule.selectors);
    });
    expect(rules.length).toBeGreaterThan(100);
    expect(rules.filter(selector => !selector.startsWith('.rqb-demo-tremor '))).toEqual([]);
    // From tremorControlClassnames, Tremor's Button and a dark variant.
    expect(rules).toContain('.rqb-demo-tremor .min-w-\\[9rem\\]');
    expect(rules).toContain('.rqb-demo-tremor .bg-tremor-brand');
    expect(rules.some(selector => selector.includes('dark\\:bg-dark-tremor-background') && selector.includes('.dark'))).toBe(true);
    // Preflight is off: no element resets.
    expect(rules.some(selector => /\.rqb-demo-tremor (html|body|button|h1)\b/.test(selector))).toBe(false);
  });
});
