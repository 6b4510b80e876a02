/**
 * The code that runs inside the sandbox frame (bundled into the frame's core script by
 * plugins/sandbox-runtime; never part of the site's own bundles).
 *
 * It receives the visitor's TSX module from the page, transpiles it with sucrase into CommonJS,
 * loads the runtime bundles and stylesheets it imports, evaluates it with a `require` backed by
 * the module registry and renders its default export. Every outcome is posted back to the page.
 */
import { Component, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { transform } from 'sucrase';
import { bundlesToLoad, resolveImport, resolveImports } from '../moduleResolver';
import { runtimeBundles } from '../runtimeBundles';
import {
  isParentMessage,
  syntaxErrorPosition,
  type ColorMode,
  type FrameToParent,
  type SandboxError,
} from '../frameProtocol';
import { decodeMappings, firstReaderPosition, measureFunctionLineOffset, readerStack, runIdInStack, type StackContext } from './stackMapping';

type ModuleRegistry = Record<string, unknown>;
declare global {
  interface Window {
    __rqbSandboxModules?: ModuleRegistry;
  }
}

const registry: ModuleRegistry = (window.__rqbSandboxModules ??= {});

/**
 * Folder the runtime files are served from: the one holding the frame page. (The core script is
 * inline in the frame page, so it has no `src` of its own; a loaded one would sit beside it.)
 */
const runtimeBase = new URL('.', (document.currentScript as HTMLScriptElement | null)?.src || location.href).href;

const post = (message: FrameToParent) => window.parent.postMessage(message, '*');

// ---------------------------------------------------------------------------------------------
// Loading bundles and stylesheets

const scriptLoads = new Map<string, Promise<void>>();

/**
 * Starts loading a bundle. Bundles requested together download in parallel and still run in the
 * order requested (`async = false` keeps inserted scripts in order), so a bundle's `needs` run
 * before it as long as they are requested first (see bundlesToLoad).
 */
function loadBundle(id: string): Promise<void> {
  let pending = scriptLoads.get(id);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = false;
      script.src = new URL(`${id}.js`, runtimeBase).href;
      script.onload = () => {
        // A script that throws while starting still fires `load`; its modules are then missing.
        const bundle = runtimeBundles.find(candidate => candidate.id === id);
        const missing = bundle?.modules.filter(specifier => !(specifier in registry)) ?? [];
        if (missing.length) reject(new Error(`The sandbox runtime bundle "${id}" failed to start (${missing.join(', ')} missing).`));
        else resolve();
      };
      script.onerror = () => reject(new Error(`The sandbox runtime bundle "${id}" failed to load.`));
      document.head.append(script);
    });
    // A failed load may be retried on the next run.
    pending.catch(() => scriptLoads.delete(id));
    scriptLoads.set(id, pending);
  }
  return pending;
}

const stylesheetLinks = new Map<string, { link: HTMLLinkElement; loaded: Promise<void> }>();
const stylesheetPreloads = new Set<string>();

/**
 * Starts downloading stylesheets without applying them, so they arrive while the bundles load
 * and the preview on screen keeps its own styles until the new code is ready.
 */
function preloadStylesheets(hrefs: string[]) {
  for (const href of hrefs) {
    if (stylesheetLinks.has(href) || stylesheetPreloads.has(href)) continue;
    stylesheetPreloads.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'style';
    link.href = new URL(href, runtimeBase).href;
    document.head.append(link);
  }
}

/** Keeps exactly the module's stylesheets in the page, in import order, and waits for them. */
function applyStylesheets(hrefs: string[]): Promise<void> {
  for (const [href, { link }] of stylesheetLinks) {
    if (!hrefs.includes(href)) {
      link.remove();
      stylesheetLinks.delete(href);
    }
  }
  const loads = hrefs.map(href => {
    let entry = stylesheetLinks.get(href);
    if (!entry) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = new URL(href, runtimeBase).href;
      const loaded = new Promise<void>(resolve => {
        // A missing stylesheet should not stop the preview; it simply stays unstyled.
        link.onload = link.onerror = () => resolve();
      });
      entry = { link, loaded };
      stylesheetLinks.set(href, entry);
    }
    document.head.append(entry.link); // re-appending moves it, which keeps import order
    return entry.loaded;
  });
  return Promise.all(loads).then(() => undefined);
}

function sandboxRequire(specifier: string): unknown {
  if (specifier in registry) return registry[specifier];
  const resolved = resolveImport(specifier);
  if (resolved.kind === 'stylesheet') return {};
  throw new Error(resolved.kind === 'error' ? resolved.message : `Module "${specifier}" was not loaded.`);
}

// ---------------------------------------------------------------------------------------------
// Rendering

const rootElement = document.getElementById('root')!;
const root = createRoot(rootElement, {
  // The boundary below reports caught errors itself; keep the console for the visitor's logs.
  onCaughtError: () => {},
});

/** How the current run's code was evaluated, for mapping its stacks back to the editor's text. */
const functionLineOffset = measureFunctionLineOffset();
const sourceName = 'App.tsx';
/**
 * Each run's code is evaluated as `App.tsx?run=<id>`, so a stack tells which run threw: a timer
 * or handler left behind by older code reports as that run's, which the page no longer shows,
 * instead of as an error of the code on screen. The contexts of recent runs are kept.
 */
const runContexts = new Map<number, StackContext>();
const keptRunContexts = 20;

function errorText(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: String(error) };
}

/**
 * A runtime error as the page shows it: the stack in the reader's lines (not the transpiled
 * code's, nor the minified runtime's), and where in the editor it was thrown.
 */
function runtimeError(message: string, stack: string | undefined, runId: number): SandboxError {
  const context = runContexts.get(runId);
  if (!stack || !context) return { kind: 'runtime', message, stack };
  const position = firstReaderPosition(stack, context);
  return { kind: 'runtime', message, stack: readerStack(stack, context), ...position };
}

/** Reports an error raised outside a render or evaluation (a handler, timer or promise). */
function reportLaterError(error: unknown) {
  const { message, stack } = errorText(error);
  const runId = (stack && runIdInStack(stack, sourceName)) || latestRunId;
  post({ type: 'rqb-sandbox:error', runId, error: runtimeError(message, stack, runId) });
}

function ErrorView({ title, error }: { title: string; error: SandboxError }) {
  return (
    <div className="sandbox-error" role="alert">
      <strong>{title}</strong>
      <pre className="sandbox-error-message">{error.message}</pre>
      {error.stack ? <pre className="sandbox-error-stack">{error.stack}</pre> : null}
    </div>
  );
}

class RenderErrorBoundary extends Component<
  { runId: number; children: ReactNode },
  { error?: SandboxError }
> {
  state: { error?: SandboxError } = {};

  static getDerivedStateFromError(error: unknown) {
    const { message, stack } = errorText(error);
    return { error: runtimeError(message, stack, (stack && runIdInStack(stack, sourceName)) || latestRunId) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    const { message, stack } = errorText(error);
    const fullStack = [stack, info.componentStack && `Component stack:${info.componentStack}`].filter(Boolean).join('\n');
    post({ type: 'rqb-sandbox:error', runId: this.props.runId, error: runtimeError(message, fullStack, this.props.runId) });
  }

  render() {
    if (this.state.error) return <ErrorView title="The preview threw an error while rendering" error={this.state.error} />;
    return this.props.children;
  }
}

function ReportRendered({ runId }: { runId: number }) {
  useEffect(() => post({ type: 'rqb-sandbox:rendered', runId }), [runId]);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Running a module

let latestRunId = 0;

interface Transpiled {
  code: string;
  /** sucrase's source map `mappings` (sucrase keeps lines; the map also places columns). */
  mappings?: string;
}

function transpile(code: string): Transpiled {
  const result = transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    // Keep imports that are only mentioned, so an unknown import is reported even if unused.
    keepUnusedImports: true,
    filePath: sourceName,
    sourceMapOptions: { compiledFilename: sourceName },
  });
  return { code: result.code, mappings: result.sourceMap?.mappings };
}

function evaluate({ code: commonJs, mappings }: Transpiled, runId: number): unknown {
  const fileName = `${sourceName}?run=${runId}`;
  runContexts.set(runId, {
    fileName,
    displayName: sourceName,
    lineOffset: functionLineOffset,
    mappings: mappings ? decodeMappings(mappings) : undefined,
  });
  for (const old of runContexts.keys()) if (runContexts.size > keptRunContexts) runContexts.delete(old);
  const module = { exports: {} as Record<string, unknown> };
  const factory = new Function('require', 'module', 'exports', `${commonJs}\n//# sourceURL=${fileName}`);
  factory(sandboxRequire, module, module.exports);
  return module.exports.default;
}

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

async function run(runId: number, code: string) {
  latestRunId = runId;
  const fail = (error: SandboxError) => post({ type: 'rqb-sandbox:error', runId, error });

  let transpiled: Transpiled;
  try {
    transpiled = transpile(code);
  } catch (error) {
    // The last good preview stays on screen; the page shows where the code stopped parsing.
    const message = error instanceof Error ? error.message : String(error);
    return fail({ kind: 'syntax', message, ...syntaxErrorPosition(message) });
  }

  const imports = resolveImports(transpiled.code);
  const unresolved = imports.find(entry => entry.kind === 'error');
  if (unresolved?.kind === 'error') return fail({ kind: 'import', message: unresolved.message });

  post({ type: 'rqb-sandbox:loading', runId });
  try {
    const bundles = bundlesToLoad(imports.flatMap(entry => (entry.kind === 'module' ? [entry.bundle] : [])));
    // A bundle's own styles first, so the module's imported stylesheets can override them.
    const bundleStyles = bundles.flatMap(id => runtimeBundles.find(bundle => bundle.id === id)?.stylesheets ?? []);
    const stylesheets = [...bundleStyles, ...imports.flatMap(entry => (entry.kind === 'stylesheet' ? [entry.href] : []))];
    preloadStylesheets(stylesheets);
    // Every bundle at once (dependencies first): they download together and run in this order.
    await Promise.all(bundles.map(loadBundle));
    await applyStylesheets(stylesheets);
  } catch (error) {
    return fail({ kind: 'import', message: errorText(error).message });
  }
  if (runId !== latestRunId) return; // newer code arrived while loading

  let App: unknown;
  try {
    App = evaluate(transpiled, runId);
    if (!isComponent(App)) {
      throw new TypeError('The module must have a default export: the component to preview, e.g. `export default function App() { ... }`.');
    }
  } catch (error) {
    const { message, stack } = errorText(error);
    const sandboxError = runtimeError(message, stack, runId);
    root.render(<ErrorView title="The code threw an error" error={sandboxError} />);
    return fail(sandboxError);
  }

  const Preview = App;
  root.render(
    // A new key per run resets the boundary and remounts the app, like a fresh page load.
    <RenderErrorBoundary key={runId} runId={runId}>
      <Preview />
      <ReportRendered runId={runId} />
    </RenderErrorBoundary>
  );
}

function applyColorMode(colorMode: ColorMode) {
  document.documentElement.dataset.colorMode = colorMode;
}

/** Starts answering the page; the core bundle calls it once the registry holds its modules. */
export function startFrame() {
  // Errors thrown later (event handlers, timers, promises) are reported; the preview stays.
  window.addEventListener('error', event => reportLaterError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', event => reportLaterError(event.reason));

  window.addEventListener('message', event => {
    if (event.source !== window.parent || !isParentMessage(event.data)) return;
    const message = event.data;
    switch (message.type) {
      case 'rqb-sandbox:ping':
        post({ type: 'rqb-sandbox:pong', pingId: message.pingId });
        break;
      case 'rqb-sandbox:color-mode':
        applyColorMode(message.colorMode);
        break;
      case 'rqb-sandbox:run':
        applyColorMode(message.colorMode);
        void run(message.runId, message.code);
        break;
    }
  });

  post({ type: 'rqb-sandbox:ready' });
}
