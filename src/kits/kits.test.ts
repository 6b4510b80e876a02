import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoRoute } from '../../plugins/demo-routes';
import { kits } from '.';

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
