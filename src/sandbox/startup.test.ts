import { describe, expect, it } from 'vitest';
import { encodeShareHash } from './shareCodec';
import { isShareHash, linkedCodeChange, sandboxStartup } from './startup';
import { findTemplate } from './templates';

describe('sandboxStartup', () => {
  it('opens the basic template on a first visit', () => {
    expect(sandboxStartup({ search: '', hash: '' })).toMatchObject({ from: 'default', templateName: 'basic', code: findTemplate('basic')!.code });
  });

  it('opens a template by ?template= or ?t=', () => {
    expect(sandboxStartup({ search: '?template=antd', hash: '' })).toMatchObject({ from: 'template', templateName: 'antd' });
    expect(sandboxStartup({ search: '?t=material', hash: '', storedCode: 'saved' })).toMatchObject({ templateName: 'material', code: findTemplate('material')!.code });
  });

  it('falls back to basic with a notice for an unknown template', () => {
    const startup = sandboxStartup({ search: '?template=nope', hash: '' });
    expect(startup).toMatchObject({ templateName: 'basic', code: findTemplate('basic')!.code });
    expect(startup.notice).toContain('"nope"');
  });

  it('prefers a shared link over everything else', () => {
    const startup = sandboxStartup({ search: '?t=antd', hash: encodeShareHash('shared'), storedCode: 'saved' });
    expect(startup).toMatchObject({ from: 'link', code: 'shared', templateName: 'antd' });
  });

  it('restores saved work and its template', () => {
    expect(sandboxStartup({ search: '', hash: '', storedCode: 'saved', storedTemplate: 'bulma' })).toMatchObject({
      from: 'storage',
      code: 'saved',
      templateName: 'bulma',
    });
  });
});

describe('linkedCodeChange', () => {
  it('ignores a hash without code and a link to the code already open', () => {
    expect(linkedCodeChange('', { code: 'a', edited: true })).toEqual({ kind: 'none' });
    expect(linkedCodeChange('#top', { code: 'a', edited: true })).toEqual({ kind: 'none' });
    expect(linkedCodeChange(encodeShareHash('a'), { code: 'a', edited: true })).toEqual({ kind: 'none' });
  });

  it('opens the linked code and hands back the reader’s edited code', () => {
    expect(linkedCodeChange(encodeShareHash('linked'), { code: 'mine', edited: true })).toEqual({
      kind: 'load',
      code: 'linked',
      previous: 'mine',
    });
  });

  it('hands back nothing when the open code is not the reader’s own edit', () => {
    expect(linkedCodeChange(encodeShareHash('linked'), { code: 'template', edited: false })).toEqual({ kind: 'load', code: 'linked' });
  });

  it('reports a code hash that does not decode', () => {
    expect(linkedCodeChange('#code=%%%', { code: 'mine', edited: true })).toEqual({ kind: 'unreadable' });
  });

  it('tells a share hash from an anchor', () => {
    expect(isShareHash(encodeShareHash('x'))).toBe(true);
    expect(isShareHash('#installation')).toBe(false);
  });
});
