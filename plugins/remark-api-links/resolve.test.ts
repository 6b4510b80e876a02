import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseApiTarget, resolveApiLink } from './resolve';
import type { ApiSymbol, ApiSymbolMap } from './symbols';

function symbol(name: string, pkg: string, entry: string, kind: ApiSymbol['kind']): ApiSymbol {
  const place = pkg === 'react-querybuilder' || entry !== 'index' ? `${pkg}/${entry}` : pkg;
  return { name, package: pkg, entry, kind, url: `/api/${place}/${kind}/${name}` };
}

const map: ApiSymbolMap = {
  corePackage: 'react-querybuilder',
  symbols: [
    symbol('formatQuery', 'react-querybuilder', 'index', 'functions'),
    symbol('formatQuery', 'react-querybuilder', 'formatQuery', 'functions'),
    symbol('parseSQL', 'react-querybuilder', 'parseSQL', 'functions'),
    symbol('ParseSQLOptions', 'react-querybuilder', 'parseSQL', 'interfaces'),
    symbol('RuleGroupType', 'react-querybuilder', 'index', 'interfaces'),
    symbol('AntDActionElement', 'antd', 'index', 'functions'),
    symbol('ValueEditor', 'antd', 'index', 'functions'),
    symbol('ValueEditor', 'bootstrap', 'index', 'functions'),
    symbol('datetimeRuleProcessor', 'datetime', 'dayjs', 'variables'),
    symbol('datetimeRuleProcessor', 'datetime', 'luxon', 'variables'),
    symbol('Shared', 'material', 'index', 'variables'),
    symbol('Shared', 'material', 'index', 'type-aliases'),
  ],
};

describe('parseApiTarget', () => {
  it('splits qualifiers, name and anchor', () => {
    expect(parseApiTarget('api:datetime/dayjs/thing#options')).toEqual({
      name: 'thing',
      qualifiers: ['datetime', 'dayjs'],
      anchor: 'options',
    });
    expect(parseApiTarget('api:formatQuery')).toEqual({ name: 'formatQuery', qualifiers: [], anchor: undefined });
  });
});

describe('resolveApiLink', () => {
  it('resolves a known name that exists once', () => {
    expect(resolveApiLink('api:RuleGroupType', map)).toMatchObject({
      ok: true,
      url: '/api/react-querybuilder/index/interfaces/RuleGroupType',
    });
    expect(resolveApiLink('api:AntDActionElement', map)).toMatchObject({ ok: true, url: '/api/antd/functions/AntDActionElement' });
  });

  it('prefers the core main entry when the name is also exported elsewhere', () => {
    expect(resolveApiLink('api:formatQuery', map)).toMatchObject({
      ok: true,
      url: '/api/react-querybuilder/index/functions/formatQuery',
    });
  });

  it('resolves qualified names by entry, package or kind', () => {
    expect(resolveApiLink('api:parseSQL/ParseSQLOptions', map)).toMatchObject({
      url: '/api/react-querybuilder/parseSQL/interfaces/ParseSQLOptions',
    });
    expect(resolveApiLink('api:formatQuery/formatQuery', map)).toMatchObject({
      url: '/api/react-querybuilder/formatQuery/functions/formatQuery',
    });
    expect(resolveApiLink('api:bootstrap/ValueEditor', map)).toMatchObject({ url: '/api/bootstrap/functions/ValueEditor' });
    expect(resolveApiLink('api:datetime/luxon/datetimeRuleProcessor', map)).toMatchObject({
      url: '/api/datetime/luxon/variables/datetimeRuleProcessor',
    });
    expect(resolveApiLink('api:type/Shared', map)).toMatchObject({ url: '/api/material/type-aliases/Shared' });
    expect(resolveApiLink('api:material/variable/Shared', map)).toMatchObject({ url: '/api/material/variables/Shared' });
  });

  it('keeps the anchor', () => {
    expect(resolveApiLink('api:RuleGroupType#rules', map)).toMatchObject({
      url: '/api/react-querybuilder/index/interfaces/RuleGroupType#rules',
    });
  });

  it('reports an ambiguous name with the qualified links to choose from', () => {
    const companions = resolveApiLink('api:ValueEditor', map);
    expect(companions).toMatchObject({ ok: false, reason: 'ambiguous' });
    expect(!companions.ok && companions.message).toContain('api:antd/functions/ValueEditor, api:bootstrap/functions/ValueEditor');
    expect(resolveApiLink('api:datetime/datetimeRuleProcessor', map)).toMatchObject({ ok: false, reason: 'ambiguous' });
    expect(resolveApiLink('api:Shared', map)).toMatchObject({ ok: false, reason: 'ambiguous' });
  });

  it('reports an unknown name, suggesting other capitalisations or places', () => {
    const unknown = resolveApiLink('api:formatquery', map);
    expect(unknown).toMatchObject({ ok: false, reason: 'unknown' });
    expect(!unknown.ok && unknown.message).toContain('Unknown API name "formatquery"');
    expect(!unknown.ok && unknown.message).toContain('api:react-querybuilder/functions/formatQuery');
    expect(resolveApiLink('api:NoSuchThing', map)).toMatchObject({ ok: false, reason: 'unknown' });
    const wrongPlace = resolveApiLink('api:antd/RuleGroupType', map);
    expect(!wrongPlace.ok && wrongPlace.message).toContain('"RuleGroupType" in antd');
  });
});

// Against the map the last build wrote: the README's examples must keep resolving.
const generatedMap = join(__dirname, '..', '..', 'api', '.symbols.json');
describe.runIf(existsSync(generatedMap))('resolveApiLink with the generated symbol map', () => {
  // Read inside the test: vitest runs a skipped describe's body while collecting.
  const readMap = (): ApiSymbolMap => JSON.parse(readFileSync(generatedMap, 'utf8'));
  it.each([
    ['api:formatQuery', '/api/react-querybuilder/index/functions/formatQuery'],
    ['api:formatQuery/formatQuery', '/api/react-querybuilder/formatQuery/functions/formatQuery'],
    ['api:parseSQL', '/api/react-querybuilder/parseSQL/functions/parseSQL'],
    ['api:parseSQL/ParseSQLOptions', '/api/react-querybuilder/parseSQL/interfaces/ParseSQLOptions'],
    ['api:RuleType', '/api/react-querybuilder/index/interfaces/RuleType'],
    ['api:defaultOperators', '/api/react-querybuilder/index/variables/defaultOperators'],
    ['api:antd/AntDActionElement', '/api/antd/functions/AntDActionElement'],
    ['api:dayjs/datetimeRuleProcessorSQL', '/api/datetime/dayjs/variables/datetimeRuleProcessorSQL'],
  ])('%s', (link, url) => {
    expect(resolveApiLink(link, readMap())).toMatchObject({ ok: true, url });
  });
});
