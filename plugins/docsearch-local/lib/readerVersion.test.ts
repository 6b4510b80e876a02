import { describe, expect, it } from 'vitest';
import { recallReaderVersion, rememberReaderVersion, startingVersion } from './readerVersion';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('readerVersion', () => {
  it('remembers the version the reader was on and recalls it', () => {
    const storage = memoryStorage();
    expect(recallReaderVersion(storage)).toBeNull();
    rememberReaderVersion({ pluginId: 'default', version: '6' }, storage);
    expect(recallReaderVersion(storage)).toEqual({ pluginId: 'default', version: '6' });
  });

  it('ignores storage that throws or holds something else', () => {
    const broken = { getItem: () => '{"pluginId":1}', setItem: () => { throw new Error('full'); } };
    expect(() => rememberReaderVersion({ pluginId: 'default', version: '6' }, broken)).not.toThrow();
    expect(recallReaderVersion(broken)).toBeNull();
    expect(recallReaderVersion({ getItem: () => 'not json' })).toBeNull();
  });

  it("starts on the reader's version when offered, else on the latest", () => {
    const offered = ['current', '7', '6'];
    expect(startingVersion('default', offered, '7', { pluginId: 'default', version: '6' })).toBe('6');
    expect(startingVersion('default', offered, '7', { pluginId: 'default', version: '2' })).toBe('7');
    expect(startingVersion('default', offered, '7', { pluginId: 'api', version: '6' })).toBe('7');
    expect(startingVersion('default', offered, '7', null)).toBe('7');
    expect(startingVersion('default', offered, undefined, null)).toBeNull();
  });
});
