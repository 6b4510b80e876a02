import type { AcceptedPlugin, PluginCreator, Rule } from 'postcss';
import { scopeSelectors } from '../tremor-tailwind/scopeSelectors';

/** Makes `:root` rules (where themes declare their custom properties) apply to `scope` instead. */
const rootToScope: PluginCreator<{ scope: string }> = options => ({
  postcssPlugin: 'rqb-root-to-scope',
  Rule(rule: Rule) {
    rule.selectors = rule.selectors.map(selector => (selector.trim() === ':root' ? options!.scope : selector));
  },
});
rootToScope.postcss = true;

/**
 * PostCSS plugins that move a whole stylesheet under one element: `:root` rules apply to the
 * scope element itself, every other rule to its descendants (`.a` becomes `${scope} .a`, through
 * {@link scopeSelectors}, which leaves the rewritten `:root` rules alone as they name the scope).
 */
export function scopeStylesheet(scope: string): AcceptedPlugin[] {
  if (!scope) throw new Error('scopeStylesheet needs a `scope` selector');
  return [rootToScope({ scope }), scopeSelectors({ scope })];
}
