import type { ComponentType } from 'react';
import { evaluateInSteps } from '@site/src/site/evaluateInSteps';
import type { SandboxEditorProps } from './index';

// Every import below names the same chunk, so the first one brings all of CodeMirror's code to the
// page and each later one only evaluates modules that are already there (no request, no wait).
// The chunk is prefetched (fetched at idle priority, not evaluated) as soon as the sandbox's own
// chunk loads, so preparing the editor when the reader engages does not wait for the network.
const steps = [
  () => import(/* webpackChunkName: "sandbox-editor", webpackPrefetch: true */ '@codemirror/state'),
  () => import(/* webpackChunkName: "sandbox-editor" */ '@codemirror/view'),
  () => import(/* webpackChunkName: "sandbox-editor" */ '@lezer/highlight'),
  () => import(/* webpackChunkName: "sandbox-editor" */ '@codemirror/language'),
  () => import(/* webpackChunkName: "sandbox-editor" */ '@codemirror/autocomplete'),
  // The TSX grammar's parser is built from its tables when its module is evaluated: a step of its own.
  () => import(/* webpackChunkName: "sandbox-editor" */ '@lezer/lr'),
  () => import(/* webpackChunkName: "sandbox-editor" */ '@lezer/javascript'),
  () => import(/* webpackChunkName: "sandbox-editor" */ '@codemirror/lang-javascript'),
  () => import(/* webpackChunkName: "sandbox-editor" */ '@codemirror/theme-one-dark'),
];

let prepared: Promise<unknown> | undefined;
let editor: Promise<ComponentType<SandboxEditorProps>> | undefined;

/**
 * Brings CodeMirror to the page and evaluates its packages one per task: all at once they held
 * the main thread for about 290 ms at a phone's 4x CPU slowdown. The editor itself is not created
 * here (see `loadEditor`).
 */
export function prepareEditor(): Promise<unknown> {
  prepared ??= evaluateInSteps(steps);
  return prepared;
}

/**
 * The editor component. Once CodeMirror's chunk is on the page this settles in microtasks (the
 * packages not yet evaluated by `prepareEditor` are evaluated at once), so an editor created in
 * its callback is there before the next input event.
 */
export function loadEditor(): Promise<ComponentType<SandboxEditorProps>> {
  editor ??= import(/* webpackChunkName: "sandbox-editor" */ './index').then(module => module.default);
  return editor;
}
