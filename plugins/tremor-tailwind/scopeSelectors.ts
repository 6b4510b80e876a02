import type { PluginCreator, Rule } from 'postcss';

/**
 * A PostCSS plugin that puts every rule of a stylesheet under one ancestor selector: `.a, .b`
 * becomes `${scope} .a, ${scope} .b`. Rules inside @keyframes are left alone (their selectors
 * are offsets), and so is any selector that already mentions the scope.
 */
export const scopeSelectors: PluginCreator<{ scope: string }> = options => {
  const scope = options?.scope;
  if (!scope) throw new Error('scopeSelectors needs a `scope` selector');
  const scopeName = scope.replace(/^[.#]/, '');
  return {
    postcssPlugin: 'rqb-scope-selectors',
    Rule(rule: Rule) {
      const parent = rule.parent;
      if (parent?.type === 'atrule' && /keyframes$/i.test((parent as { name: string }).name)) return;
      rule.selectors = rule.selectors.map(selector =>
        selector.includes(scopeName) ? selector : `${scope} ${selector}`
      );
    },
  };
};
scopeSelectors.postcss = true;
