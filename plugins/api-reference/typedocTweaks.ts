import {
  Comment,
  Converter,
  DeclarationReflection,
  ParameterReflection,
  Reflection,
  ReflectionFlag,
  ReflectionKind,
  ReflectionType,
  type Application,
  type CommentDisplayPart,
  type Context,
  type ProjectReflection,
} from 'typedoc';
import { linkDisplayText, looksLikeCode } from './linkText';

/**
 * Adjustments to TypeDoc's model so the pages read well and group by kind. Registered once per
 * TypeDoc application; each runs for every project converted.
 */
export interface TweakCounters {
  /** `{@link}` tags that resolved nowhere and were rendered as plain text instead. */
  unresolvedLinks: number;
  /** Their targets as written, for api/.generation.json: a maintainer can see what is missing. */
  unresolvedTargets: Set<string>;
}

export function registerTypedocTweaks(app: Application, counters: TweakCounters): void {
  // Before comments are moved to signatures, so a component's comment lands on its signature.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context: Context) => {
    for (const reflection of Object.values(context.project.reflections)) {
      if (reflection instanceof DeclarationReflection) convertCallableVariableToFunction(reflection);
    }
  });
  // After TypeDoc's own resolution steps (the link resolver runs at -300).
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context: Context) => {
      for (const reflection of Object.values(context.project.reflections)) {
        if (reflection instanceof ParameterReflection) nameDestructuredParameter(reflection);
        counters.unresolvedLinks += unresolvedLinksToText(reflection.comment, counters);
        if (reflection instanceof DeclarationReflection && reflection.readme) {
          counters.unresolvedLinks += rewriteParts(reflection.readme, counters);
        }
      }
      counters.unresolvedLinks += unresolvedLinksToText(context.project.comment, counters);
    },
    -400
  );
}

/**
 * A React component in a declaration file is `declare const X: (props: P) => JSX.Element`, a
 * variable to TypeDoc. Readers look for components and helpers under "Functions", and a function
 * page shows the parameters table and return type, so a variable whose type is only call
 * signatures becomes a function with those signatures.
 */
export function convertCallableVariableToFunction(reflection: DeclarationReflection): boolean {
  if (!reflection.kindOf(ReflectionKind.Variable) || !(reflection.type instanceof ReflectionType)) return false;
  const literal = reflection.type.declaration;
  const callable =
    (literal.signatures?.length ?? 0) > 0 &&
    !literal.children?.length &&
    !literal.indexSignatures?.length &&
    !literal.getSignature &&
    !literal.setSignature;
  if (!callable) return false;
  reflection.kind = ReflectionKind.Function;
  // `const` belongs to the variable; on a function it would print as `function const X()`.
  reflection.setFlag(ReflectionFlag.Const, false);
  reflection.signatures = literal.signatures!.map(signature => {
    signature.parent = reflection;
    signature.name = reflection.name;
    if (!signature.comment && reflection.comment) signature.comment = reflection.comment.clone();
    return signature;
  });
  literal.signatures = undefined;
  reflection.type = undefined;
  reflection.comment = undefined;
  return true;
}

/** `{ className, handleOnClick, ...extraProps }` as a parameter name fills a table cell; name it. */
export function nameDestructuredParameter(parameter: ParameterReflection): void {
  if (!/^[{[]/.test(parameter.name)) return;
  const owner = parameter.parent?.name ?? '';
  parameter.name = /^[A-Z]/.test(owner) ? 'props' : 'options';
}

function unresolvedLinksToText(comment: Comment | undefined, counters: TweakCounters): number {
  if (!comment) return 0;
  let count = rewriteParts(comment.summary, counters);
  for (const tag of comment.blockTags) count += rewriteParts(tag.content, counters);
  return count;
}

function isResolved(target: unknown): boolean {
  return typeof target === 'string' || target instanceof Reflection;
}

// Mutates in place: the parts arrays are owned by the comment.
function rewriteParts(parts: CommentDisplayPart[], counters: TweakCounters): number {
  let count = 0;
  parts.forEach((part, index) => {
    if (part.kind !== 'inline-tag' || !part.tag.startsWith('@link') || isResolved(part.target)) return;
    counters.unresolvedTargets.add(part.text.trim().split(/[\s|]/)[0]!);
    const text = linkDisplayText(part.text, part.tsLinkText);
    parts[index] = looksLikeCode(text) ? { kind: 'code', text: `\`${text}\`` } : { kind: 'text', text };
    count += 1;
  });
  return count;
}

/** Top-level documented items of a project: what gets its own page. */
export function documentedDeclarations(project: ProjectReflection): DeclarationReflection[] {
  return (project.children ?? []).filter(child => !child.kindOf(ReflectionKind.Reference));
}
