// Claims of docs/tips/showcase.mdx about the site's demo (src/demo).
import { describe, expect, it } from 'vitest';
import { exportOptionTable } from '../../src/demo/options';
import { decodePermalink, encodePermalink } from '../../src/demo/permalink';
import { createDefaultState } from '../../src/demo/state';

describe('tips/showcase', () => {
  it('tips/showcase › Options: the date-time export option links to the datetime page', () => {
    expect(exportOptionTable.find(o => o.name === 'useDateTimePackage')!.docsPath).toBe('/docs/datetime');
  });

  it('tips/showcase › Sharing: a link stores the SQL dialect with the format', () => {
    const state = { ...createDefaultState(), format: 'sql' as const, sqlPreset: 'postgresql' as const };
    const decoded = decodePermalink(encodePermalink(state));
    expect(decoded.kind === 'state' && [decoded.state.format, decoded.state.sqlPreset]).toEqual(['sql', 'postgresql']);
  });
});
