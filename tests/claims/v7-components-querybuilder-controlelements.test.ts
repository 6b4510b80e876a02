import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import { controlKeys } from 'react-querybuilder';

describe('v7 components/querybuilder-controlelements', () => {
  it('v7 components/querybuilder-controlelements › Since v8: 7.7.1 has every 8.x key except five', () => {
    const keys7 = Object.keys(rqb7.defaultControlElements);
    expect(controlKeys.filter(k => !keys7.includes(k))).toEqual(['matchModeEditor', 'muteGroupAction', 'muteRuleAction', 'undoRedoActions', 'ungroupAction']);
    expect(keys7.filter(k => !(controlKeys as readonly string[]).includes(k))).toEqual([]);
  });

  it('v7 components/querybuilder-controlelements › Since v8: 7.7.1 has no controlPropKeys or controlKind', () => {
    expect(['controlPropKeys', 'controlKind'].filter(k => k in rqb7)).toEqual([]);
  });
});
