// Typechecks every ts/tsx code block in the docs against the packages the page documents.
// Blocks marked `fragment="reason"` are skipped and counted; at most 15% may be marked.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { asModule, extractSamples } from './doc-samples/extract.mjs';

const siteDir = process.cwd();
const outDir = join(siteDir, 'node_modules/.cache/doc-samples');
const MAX_FRAGMENT_SHARE = 0.15;

/** Docs folders checked, and the package `react-querybuilder` resolves to for each (older majors are aliases). */
export const docSets = [
  { folder: 'docs', packageDir: 'node_modules/react-querybuilder' },
  { folder: 'versioned_docs/version-7', packageDir: 'node_modules/react-querybuilder' },
  { folder: 'versioned_docs/version-6', packageDir: 'node_modules/rqb6' },
  { folder: 'versioned_docs/version-5', packageDir: 'node_modules/rqb5' },
  { folder: 'versioned_docs/version-4', packageDir: 'node_modules/rqb4' },
  { folder: 'versioned_docs/version-3', packageDir: 'node_modules/rqb3' },
];

function mdxFiles(dir) {
  let files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files = files.concat(mdxFiles(path));
    else if (/\.mdx?$/.test(name)) files.push(path);
  }
  return files;
}

// `node scripts/check-doc-samples.mjs versioned_docs/version-6` checks one folder only.
const onlyFolders = process.argv.slice(2).map((folder) => folder.replace(/\/+$/, ''));
let failed = false;
for (const { folder, packageDir } of docSets) {
  if (!existsSync(join(siteDir, folder))) continue;
  if (onlyFolders.length > 0 && !onlyFolders.includes(folder)) continue;
  const setDir = join(outDir, folder.replace(/\W+/g, '_'));
  rmSync(setDir, { recursive: true, force: true });
  // A node_modules of the set's own makes `react-querybuilder` (and its sub-entries, through the
  // package's exports map) resolve to the major this docs version documents.
  mkdirSync(join(setDir, 'node_modules'), { recursive: true });
  symlinkSync(join(siteDir, packageDir), join(setDir, 'node_modules/react-querybuilder'), 'dir');
  let total = 0;
  let fragments = 0;
  const files = [];
  for (const file of mdxFiles(join(siteDir, folder))) {
    for (const sample of extractSamples(readFileSync(file, 'utf8'))) {
      total += 1;
      if (sample.fragment !== null) {
        fragments += 1;
        if (!sample.fragment.trim()) {
          console.error(`${relative(siteDir, file)}:${sample.line}: a fragment marker needs a reason`);
          failed = true;
        }
        continue;
      }
      const name = `${relative(folder, relative(siteDir, file)).replace(/\W+/g, '_')}_L${sample.line}.${sample.lang}`;
      writeFileSync(join(setDir, name), asModule(sample.code));
      files.push(name);
    }
  }
  writeFileSync(join(setDir, 'shims.d.ts'), "declare module '*.css';\ndeclare module '*.scss';\n");
  writeFileSync(
    join(setDir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          noEmit: true,
          jsx: 'react-jsx',
          module: 'esnext',
          moduleResolution: 'bundler',
          target: 'es2022',
          lib: ['es2022', 'dom'],
          skipLibCheck: true,
          esModuleInterop: true,
          allowImportingTsExtensions: true,
          typeRoots: [join(siteDir, 'node_modules/@types')],
        },
        include: ['*.ts', '*.tsx'],
      },
      null,
      2
    )
  );
  const share = total ? fragments / total : 0;
  console.log(
    `${folder}: ${total} ts/tsx blocks, ${total - fragments} typechecked, ${fragments} marked as fragments (${(
      share * 100
    ).toFixed(1)}%)`
  );
  if (share > MAX_FRAGMENT_SHARE) {
    console.error(`${folder}: more than ${MAX_FRAGMENT_SHARE * 100}% of the blocks are marked as fragments`);
    failed = true;
  }
  if (files.length === 0) continue;
  try {
    execFileSync('npx', ['tsc', '-p', join(setDir, 'tsconfig.json')], { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    failed = true;
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    // Point the reader at the page and line, not at the temporary file.
    console.error(output.replace(/(?:^|\n)([\w.]+)_L(\d+)\.(tsx?)/g, (_m, name, line) => `\n${name} (sample at line ${line})`));
  }
}
if (failed) process.exit(1);
