/**
 * The peer-package table the sandbox's project download and the demo's install command share.
 * A module of its own, importing only the kit list: the demo page reads it at load, and the
 * download's module (projectFiles.ts) brings sucrase and fflate, which the page must not.
 */
import { kits } from '../kits';

/** Packages a package needs installed beside it (its peer dependencies, without react). */
export const peerPackages: Record<string, readonly string[]> = {
  ...Object.fromEntries(kits.flatMap(({ compat }) => (compat ? [[compat.package, compat.peers]] : []))),
  '@react-querybuilder/dnd': ['react-dnd', 'react-dnd-html5-backend'],
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@chakra-ui/react': ['@emotion/react'],
};
