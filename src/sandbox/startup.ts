/**
 * What the sandbox opens with: a shared link's code, a requested template, the visitor's saved
 * work, or the basic template, in that order.
 */
import { decodeShareHash } from './shareCodec';
import { defaultTemplate, findTemplate } from './templates';

/** localStorage keys (un-namespaced, like the site's others). */
export const storedCodeKey = 'rqb-sandbox-code';
export const storedTemplateKey = 'rqb-sandbox-template';

export interface SandboxStartup {
  code: string;
  /** The template Reset returns to. */
  templateName: string;
  from: 'link' | 'template' | 'storage' | 'default';
  /** Shown to the visitor, e.g. when the requested template does not exist. */
  notice?: string;
}

export interface StartupInput {
  search: string;
  hash: string;
  storedCode?: string | null;
  storedTemplate?: string | null;
}

export function requestedTemplateName(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('template') ?? params.get('t');
}

export function sandboxStartup({ search, hash, storedCode, storedTemplate }: StartupInput): SandboxStartup {
  const requested = requestedTemplateName(search);
  const requestedTemplate = requested === null ? undefined : findTemplate(requested);
  const baseTemplate = requestedTemplate ?? findTemplate(storedTemplate) ?? defaultTemplate();

  const sharedCode = decodeShareHash(hash);
  if (sharedCode !== undefined) return { code: sharedCode, templateName: baseTemplate.name, from: 'link' };

  if (requested !== null) {
    if (requestedTemplate) return { code: requestedTemplate.code, templateName: requestedTemplate.name, from: 'template' };
    const fallback = defaultTemplate();
    return {
      code: fallback.code,
      templateName: fallback.name,
      from: 'template',
      notice: `There is no template named "${requested}", so the basic template is open instead.`,
    };
  }

  if (storedCode) return { code: storedCode, templateName: baseTemplate.name, from: 'storage' };
  return { code: baseTemplate.code, templateName: baseTemplate.name, from: 'default' };
}

export type LinkedCode =
  /** The hash carries no code, or the code already open. */
  | { kind: 'none' }
  /** The hash has a `code=` that does not decode (a link cut short when pasted). */
  | { kind: 'unreadable' }
  /** Open `code`; `previous` is the reader's own work it replaces, to offer back. */
  | { kind: 'load'; code: string; previous?: string };

/**
 * What to do when the hash changes while the sandbox is open (a `#code=` link pasted into the
 * address bar changes only the hash, which loads no page). The reader's edited code is handed
 * back as `previous`, so the page can offer to restore it instead of dropping it.
 */
export function linkedCodeChange(hash: string, open: { code: string; edited: boolean }): LinkedCode {
  if (!/(?:^#?|&)code=/.test(hash)) return { kind: 'none' };
  const code = decodeShareHash(hash);
  if (code === undefined) return { kind: 'unreadable' };
  if (code === open.code) return { kind: 'none' };
  return open.edited ? { kind: 'load', code, previous: open.code } : { kind: 'load', code };
}

/** The hash carries shared code (rather than naming a place on the page). */
export const isShareHash = (hash: string) => /^#code=/.test(hash);
