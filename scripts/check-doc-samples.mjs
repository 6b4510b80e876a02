// Typechecks every ts/tsx code block in the docs against the packages the page documents.
// Blocks marked `fragment="reason"` are skipped and counted; at most 15% may be marked.
//
// `versioned_docs/version-7` documents 7.x and 8.x, so its samples are typechecked twice: against
// 8.24.1 (`react-querybuilder`), and against 7.7.1 (the alias `rqb7`, with `type-fest@4` for its
// declarations). A sample that needs 8.x carries `since=v8` in its fence meta
//   ```tsx title="App.tsx" since=v8
// and sits under a `:::info[Since v8]` note in its section (or one before the page's first
// heading). A sample that imports a package with no 7.x release (@react-querybuilder/datetime)
// counts as needing 8.x. The check fails for an unmarked sample
// that does not compile on 7.7.1, and for a marked one that does (see doc-samples/since.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { asModule, extractSamples } from './doc-samples/extract.mjs';
import { hasSinceV8Note, importsV8OnlyPackage, judgeOn7, sinceMarker } from './doc-samples/since.mjs';

const siteDir = process.cwd();
const outDir = join(siteDir, 'node_modules/.cache/doc-samples');
const MAX_FRAGMENT_SHARE = 0.15;

/**
 * Docs folders checked, and the package `react-querybuilder` resolves to for each (older majors are
 * aliases). `alsoPackageDir`: the older line the folder also documents; unmarked samples must
 * compile against it too, and `since=v8` samples must not.
 */
export const docSets = [
  { folder: 'docs', packageDir: 'node_modules/react-querybuilder' },
  { folder: 'versioned_docs/version-7', packageDir: 'node_modules/react-querybuilder', alsoPackageDir: 'node_modules/rqb7' },
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
for (const { folder, packageDir, alsoPackageDir } of docSets) {
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
  /** name -> what the 7.x check needs to know about the sample */
  const olderChecks = new Map();
  for (const file of mdxFiles(join(siteDir, folder))) {
    const mdx = readFileSync(file, 'utf8');
    for (const sample of extractSamples(mdx)) {
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
      const marker = sinceMarker(sample.meta);
      if (alsoPackageDir) {
        olderChecks.set(name, {
          where: `${relative(siteDir, file)}:${sample.line}`,
          marker,
          v8OnlyImport: importsV8OnlyPackage(sample.code),
          hasNote: marker === null ? false : hasSinceV8Note(mdx, sample.line),
        });
      } else if (marker !== null) {
        console.error(`${relative(siteDir, file)}:${sample.line}: since=${marker} is only meaningful in a folder that documents two lines`);
        failed = true;
      }
    }
  }
  writeTsconfig(setDir);
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
  const result = runTsc(setDir);
  if (result !== null) {
    failed = true;
    // Point the reader at the page and line, not at the temporary file.
    console.error(result.replace(/(?:^|\n)([\w.]+)_L(\d+)\.(tsx?)/g, (_m, name, line) => `\n${name} (sample at line ${line})`));
  }
  if (alsoPackageDir) checkOlderLine(folder, setDir, alsoPackageDir, files, olderChecks);
}
if (failed) process.exit(1);

function writeTsconfig(dir, extraOptions = {}) {
  writeFileSync(join(dir, 'shims.d.ts'), "declare module '*.css';\ndeclare module '*.scss';\n");
  writeFileSync(
    join(dir, 'tsconfig.json'),
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
          ...extraOptions,
        },
        include: ['*.ts', '*.tsx'],
      },
      null,
      2
    )
  );
}

/** Runs tsc on a sample folder; returns its output when it reports errors, else null. */
function runTsc(dir) {
  try {
    execFileSync(process.execPath, [join(siteDir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
    return null;
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
}

/** Typechecks the folder's samples against the older line and judges each by its marker. */
function checkOlderLine(folder, setDir, packageDir, files, checks) {
  const olderDir = `${setDir}_older`;
  rmSync(olderDir, { recursive: true, force: true });
  mkdirSync(join(olderDir, 'node_modules'), { recursive: true });
  symlinkSync(join(siteDir, packageDir), join(olderDir, 'node_modules/react-querybuilder'), 'dir');
  for (const name of files) writeFileSync(join(olderDir, name), readFileSync(join(setDir, name)));
  // `paths` also applies inside declarations: the companion packages (@react-querybuilder/dnd,
  // antd...) installed are 8.x ones, and this makes their imports of `react-querybuilder` see 7.7.1,
  // as a 7.x project's would.
  writeTsconfig(olderDir, { paths: { 'react-querybuilder': [join(siteDir, packageDir)] } });
  const output = runTsc(olderDir) ?? '';
  /** name -> its error lines */
  const errors = new Map();
  for (const line of output.split('\n')) {
    const match = /^([\w.]+_L\d+\.tsx?)\(\d+,\d+\): error/.exec(line);
    if (match) errors.set(match[1], [...(errors.get(match[1]) ?? []), line]);
  }
  const version = JSON.parse(readFileSync(join(siteDir, packageDir, 'package.json'), 'utf8')).version;
  let marked = 0;
  for (const name of files) {
    const check = checks.get(name);
    if (check.marker !== null) marked += 1;
    const problem = judgeOn7({ marker: check.marker, compilesOn7: !errors.has(name) && !check.v8OnlyImport, hasNote: check.hasNote });
    if (problem !== null) {
      failed = true;
      console.error(`${check.where}: ${problem}`);
      for (const line of (errors.get(name) ?? []).slice(0, 3)) console.error(`    ${line.replace(/^[\w.]+_L\d+\.tsx?/, '')}`);
    }
  }
  // An error in the folder outside the samples (the shims) would hide behind the per-sample
  // verdicts. Errors in the site's own stand-in packages (packages/*, written for 8.x) are not the
  // samples' business.
  const stray = output
    .split('\n')
    .filter((line) => /error TS/.test(line) && !/^[\w.]+_L\d+\.tsx?\(/.test(line) && !line.startsWith('../'));
  if (stray.length > 0) {
    failed = true;
    console.error(stray.join('\n'));
  }
  console.log(`${folder} on ${version}: ${files.length - marked} samples must compile, ${marked} marked since=v8 must not`);
}
