import { describe, expect, it } from 'vitest';
import { transform } from 'sucrase';
import { resolveImports } from './moduleResolver';
import { defaultTemplate, findTemplate, sandboxTemplates } from './templates';

describe('sandbox templates', () => {
  it.each(sandboxTemplates.map(template => [template.name, template] as const))(
    '%s transpiles, imports only available modules and exports App by default',
    (_name, template) => {
      const { code } = transform(template.code, { transforms: ['typescript', 'jsx', 'imports'], keepUnusedImports: true });
      expect(resolveImports(code).filter(entry => entry.kind === 'error')).toEqual([]);
      expect(code).toMatch(/exports\.default = App/);
    }
  );

  it('uses the site field set in every template', () => {
    for (const { code } of sandboxTemplates) {
      for (const label of ['First name', 'Last name', 'Age', 'Birth date', 'Instrument', 'Is a musician']) {
        expect(code).toContain(`label: '${label}'`);
      }
    }
  });

  it('finds templates by name and falls back to basic', () => {
    expect(findTemplate('antd')?.label).toBe('Ant Design');
    expect(findTemplate('nope')).toBeUndefined();
    expect(defaultTemplate().name).toBe('basic');
  });
});
