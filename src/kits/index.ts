/**
 * Every UI kit the site offers, in the order the demo's kit navigation lists them. A kit is one
 * definition (see types.ts); the demo routes, the sandbox's templates and runtime bundles, the
 * "Open in sandbox" set-up, the API reference's package list and the e2e kit table are all read
 * from this list.
 */
import native from './native';
import antd from './antd';
import bootstrap from './bootstrap';
import bulma from './bulma';
import chakra from './chakra';
import fluent from './fluent';
import mantine from './mantine';
import material, { sourcePatches as materialPatches } from './material';
import prime from './prime';
import tremor from './tremor';
import type { SourcePatch } from './types';

export const kits = [native, antd, bootstrap, bulma, chakra, fluent, mantine, material, prime, tremor] as const;

export type Kit = (typeof kits)[number];
export type KitId = Kit['id'];

export const kitById = (id: KitId): Kit => kits.find(kit => kit.id === id)!;

/** The short name of a compat package (`@react-querybuilder/antd` -> `antd`): its API route. */
export const compatName = (kit: Kit): string | undefined => kit.compat?.package.slice('@react-querybuilder/'.length);

/**
 * Every kit's changes to its packages, applied as the site's bundles are built (plugins/demo-routes).
 * Nothing in the browser reads this, so the bundles leave it out.
 */
export const sourcePatches: readonly SourcePatch[] = [...materialPatches];

export type { KitDefinition } from './types';
