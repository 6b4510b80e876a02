import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { code, codeList, type Table } from './tables';

const siteRequire = createRequire(`${process.cwd()}/package.json`);

/** The declaration file a package's `types` points to (`rqb6` -> its `react-querybuilder.d.mts`). */
export function declarationEntry(packageName: string): string {
  const manifestPath = siteRequire.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(ts.sys.readFile(manifestPath) ?? '{}') as { types?: string; typings?: string };
  const types = manifest.types ?? manifest.typings;
  if (!types) throw new Error(`${packageName} names no type declarations`);
  return join(dirname(manifestPath), types);
}

export interface ControlProps {
  key: string;
  propsType: string;
  props: { name: string; optional: boolean }[];
}

const cache = new Map<string, ControlProps[]>();

/**
 * For each key of the package's `Controls` interface (the `controlElements` prop), the props type
 * its component receives and that type's properties, inherited ones included, read from the
 * package's own declarations with the TypeScript checker.
 */
export function controlElementProps(packageName: string): ControlProps[] {
  const cached = cache.get(packageName);
  if (cached) return cached;
  const entry = declarationEntry(packageName);
  const program = ts.createProgram([entry], {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const controls = findInterface(program, 'Controls');
  if (!controls) throw new Error(`${packageName}: no \`Controls\` interface in its declarations`);
  const result = controls.members.filter(ts.isPropertySignature).map((member) => {
    const key = member.name.getText();
    const typeNode = member.type;
    const propsNode = typeNode && ts.isTypeReferenceNode(typeNode) ? typeNode.typeArguments?.[0] : undefined;
    if (!propsNode) throw new Error(`${packageName}: Controls.${key} is not a component type with props`);
    const propsType = checker.getTypeFromTypeNode(propsNode);
    const props = checker
      .getPropertiesOfType(propsType)
      .map((symbol) => ({ name: symbol.getName(), optional: (symbol.getFlags() & ts.SymbolFlags.Optional) !== 0 }))
      // Ref attributes of a forwarded-ref component are React's, not the library's.
      .filter((prop) => prop.name !== 'ref' && prop.name !== 'key');
    return { key, propsType: propsNode.getText().replace(/\s*&\s*RefAttributes<[^>]+>/, ''), props };
  });
  cache.set(packageName, result);
  return result;
}

function findInterface(program: ts.Program, name: string): ts.InterfaceDeclaration | undefined {
  for (const file of program.getSourceFiles()) {
    if (file.fileName.includes('/@types/')) continue;
    let found: ts.InterfaceDeclaration | undefined;
    const visit = (node: ts.Node) => {
      if (found) return;
      if (ts.isInterfaceDeclaration(node) && node.name.text === name) found = node;
      else ts.forEachChild(node, visit);
    };
    visit(file);
    if (found) return found;
  }
  return undefined;
}

/** The `controlElements` keys of a package, each with its props type and the names of its props. */
export function controlElementPropsTable(packageName: string): Table {
  return {
    header: ['Key', 'Props type', 'Props (`?`: optional)'],
    rows: controlElementProps(packageName).map(({ key, propsType, props }) => ({
      key,
      cells: [
        code(key),
        code(propsType),
        codeList([...props].sort((a, b) => a.name.localeCompare(b.name)).map((prop) => `${prop.name}${prop.optional ? '?' : ''}`)),
      ],
    })),
  };
}
