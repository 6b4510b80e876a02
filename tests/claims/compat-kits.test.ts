// Claims of docs/compat.mdx about the kits' class names, run against the installed kit packages.
import { describe, expect, it } from 'vitest';
import { bulmaControlClassnames } from '@react-querybuilder/bulma';
import { bootstrapControlClassnames } from '@react-querybuilder/bootstrap';

describe('compat kits', () => {
  it('compat › Bulma: the add-rule button is is-primary, the add-group button is-primary is-light', () => {
    expect(String(bulmaControlClassnames.addRule)).toContain('is-primary');
    expect(String(bulmaControlClassnames.addGroup).split(' ')).toEqual(expect.arrayContaining(['is-primary', 'is-light']));
  });

  it('compat › Bulma: remove buttons are is-danger', () => {
    expect(String(bulmaControlClassnames.removeRule)).toContain('is-danger');
    expect(String(bulmaControlClassnames.removeGroup)).toContain('is-danger');
  });

  it('compat › Bootstrap: add rule btn-primary, add group btn-secondary, remove btn-danger', () => {
    expect(bootstrapControlClassnames).toMatchObject({ addRule: 'btn-primary', addGroup: 'btn-secondary', removeRule: 'btn-danger' });
  });
});
