/**
 * PrimeReact's InputSwitch gives its wrapper `role="checkbox"` and `aria-checked` as well as the
 * `role="switch"` input inside it: one control announced twice, and an interactive element
 * nested in another (axe: nested-interactive). The pass-through options leave the input's role
 * as the only one.
 */
export const switchPassThrough = { root: { role: undefined, 'aria-checked': undefined } } as const;
