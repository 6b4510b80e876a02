import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoRoute, patchedFile, sourcePatchRules } from '../../plugins/demo-routes';
import { kits, sourcePatches } from '.';

interface LoaderPatch {
  find: string;
  replace: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { applyPatch } = require('../../plugins/client-bundle/sourcePatchLoader.cjs') as {
  applyPatch: (source: string, patch: LoaderPatch) => string | Error;
};

const siteDir = join(__dirname, '..', '..');
const sitePath = (module: string) => join(siteDir, module.replace(/^@site\//, ''));

describe('kit list', () => {
  it('has unique ids, routes and sandbox templates', () => {
    for (const key of ['id', 'route'] as const) expect(new Set(kits.map(kit => kit[key])).size).toBe(kits.length);
    expect(new Set(kits.map(kit => kit.sandbox.template)).size).toBe(kits.length);
  });

  it.each(kits.filter(kit => kit.demo).map(kit => [kit.id, kit] as const))('%s: its demo frame module exists', (_id, kit) => {
    const frame = sitePath(kit.demo!.frame);
    expect(existsSync(join(frame, 'index.tsx')) || existsSync(`${frame}.tsx`)).toBe(true);
  });

  it.each(kits.filter(kit => kit.compat?.source === 'stand-in').map(kit => [kit.id, kit] as const))(
    '%s: its stand-in package is in packages/',
    (_id, kit) => {
      expect(existsSync(join(siteDir, 'packages', kit.compat!.package.split('/')[1]!, 'package.json'))).toBe(true);
    }
  );
});

describe('demo routes', () => {
  it('a kit route renders the demo page with the kit id and loads the kit frame as a module', () => {
    const antd = kits.find(kit => kit.id === 'antd')!;
    expect(demoRoute(antd, '/')).toEqual({
      path: '/demo/antd',
      exact: true,
      component: '@site/src/components/DemoPage',
      modules: { KitFrame: '@site/src/components/DemoKitAntd' },
      props: { kit: 'antd', clientOnly: true },
    });
  });

  it('the native route has no kit frame, and the base URL prefixes the path', () => {
    expect(demoRoute(kits[0], '/base/')).toEqual({
      path: '/base/demo',
      exact: true,
      component: '@site/src/components/DemoPage',
      props: { kit: 'native', clientOnly: false },
    });
  });
});

describe("kits' source patches", () => {
  const sitePackage = join(siteDir, 'package.json');
  const patches = sourcePatches.map(patch => [`${patch.package}: ${patch.name}`, patch] as const);

  it.each(patches)("%s: the installed file has the text once, and the loader's rule patches it", (_name, patch) => {
    const file = patchedFile(patch, sitePackage);
    const patched = applyPatch(readFileSync(file, 'utf8'), patch);
    expect(typeof patched).toBe('string');
    expect(patched).toContain(patch.replace);
    expect(patched).not.toContain(patch.find);
    const rule = sourcePatchRules(sourcePatches, sitePackage).find(each => each.test === file);
    expect(rule?.use[0]?.options.patches.map(each => each.name)).toContain(patch.name);
  });

  it('stops the build when the package is not the release a patch was written for', () => {
    const [, patch] = patches[0]!;
    expect(() => patchedFile({ ...patch, version: '0.0.1' }, sitePackage)).toThrow(/written for .* 0\.0\.1, and .* is installed/);
  });
});
