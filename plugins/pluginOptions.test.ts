import type { OptionValidationContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import securityHeaders, { validateOptions as validateSecurityHeaders } from './security-headers';
import tremorTailwind, { validateOptions as validateTremorTailwind } from './tremor-tailwind';
import { validateOptions as validateLibraryOutput } from './remark-library-output';
import { validateOptions as validateLibraryTable } from './remark-library-table';
import { validateOptions as validateApiLinks } from './remark-api-links';

/** What Docusaurus passes a plugin's validateOptions (it adds the plugin instance `id`). */
const asDocusaurus = (validate: (context: OptionValidationContext<never, unknown>) => unknown, options: object) =>
  validate({ validate: normalizePluginOptions as never, options: options as never });

describe('local plugins check their options', () => {
  it('security-headers: takes the two switches and exposes the check on the plugin function', () => {
    expect(asDocusaurus(validateSecurityHeaders, { analytics: true, hostedSearch: false })).toEqual({
      id: 'default',
      analytics: true,
      hostedSearch: false,
    });
    expect(securityHeaders.validateOptions).toBe(validateSecurityHeaders);
  });

  it('security-headers: rejects a missing switch and an unknown option', () => {
    expect(() => asDocusaurus(validateSecurityHeaders, { analytics: true })).toThrow(/"hostedSearch" is required/);
    expect(() => asDocusaurus(validateSecurityHeaders, { analytics: true, hostedSearch: true, csp: 'x' })).toThrow(/"csp" is not allowed/);
  });

  it('tremor-tailwind: takes no options', () => {
    expect(asDocusaurus(validateTremorTailwind, {})).toEqual({ id: 'default' });
    expect(() => asDocusaurus(validateTremorTailwind, { scope: '.x' })).toThrow(/"scope" is not allowed/);
    expect(tremorTailwind.validateOptions).toBe(validateTremorTailwind);
  });

  it('remark-library-output and remark-library-table: module maps per docs folder', () => {
    const maps = { moduleMapsByVersion: { 'version-6': { 'react-querybuilder': 'rqb6' } } };
    expect(validateLibraryOutput(maps)).toEqual(maps);
    expect(validateLibraryTable(undefined)).toEqual({});
    expect(() => validateLibraryOutput({ moduleMapsByVersion: { 'version-6': 'rqb6' } })).toThrow(/remark-library-output: .*must be of type object/);
    expect(() => validateLibraryTable({ moduleMaps: {} })).toThrow(/remark-library-table: "moduleMaps" is not allowed/);
  });

  it('remark-api-links: needs the symbol map file', () => {
    expect(validateApiLinks({ symbolsFile: '/site/api/.symbols.json', siteDir: '/site' })).toEqual({ symbolsFile: '/site/api/.symbols.json', siteDir: '/site' });
    expect(() => validateApiLinks({ siteDir: '/site' })).toThrow(/remark-api-links: "symbolsFile" is required/);
  });
});
