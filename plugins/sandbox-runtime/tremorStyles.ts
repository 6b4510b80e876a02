/**
 * Tremor is styled with Tailwind classes, so it ships no stylesheet: an app compiles Tailwind
 * with Tremor's theme tokens. The sandbox does that once at runtime-build time, for the classes
 * Tremor and the Tremor compat package use, and the frame loads the result with the tremor bundle.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import tailwindcss, { type Config } from 'tailwindcss';
import { tremorThemeExtension } from '../tremor-tailwind/theme';

export async function tremorStylesheet(siteDir: string): Promise<string> {
  const config: Config = {
    content: [
      join(siteDir, 'node_modules/@tremor/react/dist/**/*.js'),
      // The stand-in is a workspace symlink; Tailwind's globbing does not follow symlinks.
      join(realpathSync(join(siteDir, 'node_modules/@react-querybuilder/tremor')), 'src/**/*.tsx'),
    ],
    // Tremor's design tokens, light palette only (the frame has no dark variant of Tremor).
    theme: { extend: tremorThemeExtension({ dark: false }) },
  };
  const result = await postcss([tailwindcss(config)]).process('@tailwind base;\n@tailwind components;\n@tailwind utilities;\n', {
    from: undefined,
  });
  return result.css;
}
