/**
 * The words a reader should see for an inline `{@link ...}` tag TypeDoc could not resolve.
 *
 * The raw tag text is `target` or `target text` or `target | text`, where `target` may carry a
 * module source (`index!QueryBuilder`) or member path (`QueryBuilder.props`). Shown verbatim it
 * reads like "index!QueryBuilder QueryBuilder", so this keeps only what the author meant to show.
 */
export function linkDisplayText(raw: string, tsLinkText?: string): string {
  if (tsLinkText?.trim()) return tsLinkText.trim();
  const text = raw.trim();
  const pipeAt = text.indexOf('|');
  if (pipeAt !== -1) return text.slice(pipeAt + 1).trim() || targetName(text.slice(0, pipeAt));
  const spaceAt = text.search(/\s/);
  if (spaceAt !== -1) return text.slice(spaceAt + 1).trim();
  return targetName(text);
}

function targetName(target: string): string {
  const withoutModule = target.includes('!') ? target.slice(target.lastIndexOf('!') + 1) : target;
  // Declaration references mark members with `.`, `#` or `~`; readers know them by the dotted form.
  return withoutModule.replace(/^[#~.]+/, '').replace(/[#~]/g, '.').replace(/:\w+$/, '').trim();
}

/** Identifier-like text (`formatQuery`, `RuleGroupType.rules`, `parseSQL()`) is shown as code. */
export function looksLikeCode(text: string): boolean {
  return /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/.test(text);
}
