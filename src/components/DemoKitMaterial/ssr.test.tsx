import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';
import DemoKitMaterial from '.';
import { accessibleMuiComponents } from './accessibleMuiComponents';

// The server render of the MUI demo (this file runs in Node, as the site's server build does).

const fields = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
];
const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: '=', value: 'Ada' },
    { field: 'lastName', operator: '=', value: 'Lovelace' },
    { field: 'firstName', operator: '!=', value: 'Grace' },
  ],
};

const styleTags = (html: string) => [...html.matchAll(/<style data-emotion="([^"]+)"/g)].map(match => match[1]);

describe('DemoKitMaterial on the server', () => {
  const html = renderToString(
    <DemoKitMaterial colorMode="light">
      <QueryBuilder fields={fields} query={query} />
    </DemoKitMaterial>
  );

  it('writes each of emotion’s class rules into the page once, however many controls use it', () => {
    const classRules = styleTags(html).filter(name => name.startsWith('css '));
    expect(classRules.length).toBeGreaterThan(0);
    expect(new Set(classRules).size).toBe(classRules.length);
    // The rules are shared: some class is on more than one control.
    const classes = [...html.matchAll(/class="[^"]*\b(css-[a-z0-9]+)\b/g)].map(match => match[1]);
    expect(classes.length).toBeGreaterThan(new Set(classes).size);
  });

  it('still writes the rules before the first element that uses them', () => {
    const first = styleTags(html).find(name => name.startsWith('css '))!;
    const className = `css-${first.split(' ')[1]}`;
    expect(html.indexOf(`data-emotion="${first}"`)).toBeLessThan(html.indexOf(className + '"'));
  });
});

describe('accessibleMuiComponents.Select', () => {
  it('lets a FormControl see from its first render that the select has a value', () => {
    const { FormControl, Select } = accessibleMuiComponents;
    const html = renderToString(
      <FormControl variant="standard" title="Field">
        <InputLabel>Field</InputLabel>
        <Select value="a">
          <MenuItem value="a">A</MenuItem>
        </Select>
      </FormControl>
    );
    // The label's "filled" state comes from the FormControl.
    expect(html).toMatch(/<label class="[^"]*MuiFormLabel-filled/);
  });
});
