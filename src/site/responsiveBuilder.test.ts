import { describe, expect, it } from 'vitest';
import { standardClassnames } from 'react-querybuilder';
import { responsiveClassnames } from './responsiveBuilder';

describe('responsiveClassnames', () => {
  it('leaves the classnames alone on a wide screen', () => {
    const classnames = { queryBuilder: 'mine' };
    expect(responsiveClassnames(classnames, false)).toBe(classnames);
    expect(responsiveClassnames(undefined, false)).toBeUndefined();
  });

  it("adds the library's responsive class to the builder's root on a narrow screen", () => {
    expect(standardClassnames.responsive).toBe('queryBuilder-responsive');
    expect(responsiveClassnames(undefined, true)).toEqual({ queryBuilder: 'queryBuilder-responsive' });
    expect(responsiveClassnames({ queryBuilder: 'mine', rule: 'r' }, true)).toEqual({ queryBuilder: 'mine queryBuilder-responsive', rule: 'r' });
  });
});
