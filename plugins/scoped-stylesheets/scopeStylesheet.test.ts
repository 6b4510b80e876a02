import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { scopeStylesheet } from './scopeStylesheet';

const scoped = (css: string, scope = '.kit') => postcss(scopeStylesheet(scope)).process(css, { from: undefined }).css;

describe('scopeStylesheet', () => {
  it('puts the :root custom properties on the scope element', () => {
    expect(scoped(':root { --c: red; }')).toBe('.kit { --c: red; }');
  });

  it('puts every other rule under the scope, inside layers too', () => {
    expect(scoped('@layer x { .p-button, * { color: red; } }')).toBe('@layer x { .kit .p-button, .kit * { color: red; } }');
  });

  it('scopes a dark theme under an attribute of the scope element', () => {
    expect(scoped(':root { --c: #000; } .p-button { color: var(--c); }', ".kit[data-theme='dark']")).toBe(
      ".kit[data-theme='dark'] { --c: #000; } .kit[data-theme='dark'] .p-button { color: var(--c); }"
    );
  });

  it('leaves keyframes and font faces alone', () => {
    const css = '@keyframes spin { from { opacity: 0; } } @font-face { font-family: X; }';
    expect(scoped(css)).toBe(css);
  });
});
