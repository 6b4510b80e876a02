// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/tips/path.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import type { FieldSelectorProps, RuleGroupType } from 'rqb7';
import { q } from './support';

const nested = { combinator: 'and', rules: [{ field: 'a', operator: '=', value: '1' }, { combinator: 'or', rules: [{ field: 'b', operator: '=', value: '2' }] }] } as RuleGroupType;
const W = 'v7 tips/path ›';

describe('v7 tips/path', () => {
  it(`${W} Path utilities (Since v8 note): findID and getPathOfID are not in 7.7.1, the other path utilities are`, () => {
    expect(['findID', 'getPathOfID'].filter(k => k in rqb7)).toEqual([]);
    for (const k of ['findPath', 'getParentPath', 'pathsAreEqual', 'isAncestor', 'getCommonAncestorPath', 'pathIsDisabled'] as const) expect(typeof rqb7[k], k).toBe('function');
  });

  it(`${W} The recipe: every control receives level, the length of its path (7.7.1)`, () => {
    const seen: string[] = [];
    const Spy = (p: FieldSelectorProps) => (seen.push(`${JSON.stringify(p.path)}:${p.level}`), null);
    render(<rqb7.QueryBuilder query={nested} controlElements={{ fieldSelector: Spy }} />);
    expect([...new Set(seen)]).toEqual(['[0]:1', '[1,0]:2']);
  });

  it(`${W} Where paths appear: rule elements carry data-path and data-level (7.7.1)`, () => {
    const { container } = render(<rqb7.QueryBuilder query={nested} />);
    expect(q(container, '[data-path="[1,0]"]')?.getAttribute('data-level')).toBe('2');
  });

  it(`${W} Where paths appear: transformQuery adds path unless omitPath: true; findPath returns undefined for no object (7.7.1)`, () => {
    expect(JSON.stringify(rqb7.transformQuery(nested))).toContain('"path":[1,0]');
    expect(JSON.stringify(rqb7.transformQuery(nested, { omitPath: true }))).not.toContain('"path"');
    expect(rqb7.findPath([5], nested)).toBeUndefined();
  });
});
