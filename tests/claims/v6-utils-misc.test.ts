import { describe, expect, it } from 'vitest';
import { isAncestor, joinWith, splitBy, toArray } from 'rqb6';

// Claims of versioned_docs/version-6/utils/misc.mdx, run against react-querybuilder 6.5.5 (rqb6).

describe('v6 utils/misc', () => {
  it('v6 utils/misc › Paths: isAncestor compares joined paths as text, so [1] is an "ancestor" of [10, 0]', () => {
    expect(isAncestor([1], [10, 0])).toBe(true);
  });
  it('v6 utils/misc › Paths: isAncestor is true for a real ancestor and false for a sibling subtree', () => {
    expect(isAncestor([1], [1, 0])).toBe(true);
    expect(isAncestor([1], [2, 0])).toBe(false);
  });
  it('v6 utils/misc › Lists: toArray reads escaped commas back', () => {
    expect(toArray(joinWith(['Crosby, Stills', 'Nash']))).toEqual(['Crosby, Stills', 'Nash']);
  });
  it('v6 utils/misc › Lists: joinWith escapes the separator and splitBy reverses it', () => {
    expect(joinWith(['Crosby, Stills', 'Nash'])).toBe('Crosby\\, Stills,Nash');
    expect(splitBy('Crosby\\, Stills,Nash')).toEqual(['Crosby, Stills', 'Nash']);
  });
  it('v6 utils/misc › Lists: toArray trims each item', () => {
    expect(toArray('guitar, piano ,drums')).toEqual(['guitar', 'piano', 'drums']);
  });
});
