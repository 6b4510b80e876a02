/**
 * Bulma components for React Query Builder.
 *
 * Bulma is CSS only: import its stylesheet (`bulma/css/bulma.min.css`) yourself, then
 * wrap `QueryBuilder` in {@link QueryBuilderBulma}.
 *
 * @packageDocumentation
 */
import type { Classnames, ControlElementsProp, FullField, QueryBuilderContextProvider } from 'react-querybuilder';
import { getCompatContextProvider } from 'react-querybuilder';
import { BulmaNotToggle } from './BulmaNotToggle';
import { BulmaValueEditor } from './BulmaValueEditor';
import { BulmaValueSelector } from './BulmaValueSelector';

export { BulmaNotToggle } from './BulmaNotToggle';
export { BulmaValueEditor, type BulmaValueEditorProps } from './BulmaValueEditor';
export { BulmaValueSelector, type BulmaValueSelectorProps } from './BulmaValueSelector';

/**
 * Bulma replacements for the default controls: {@link BulmaNotToggle},
 * {@link BulmaValueEditor} and {@link BulmaValueSelector} (used for every selector).
 * Buttons keep the default `ActionElement` and get Bulma classes from
 * {@link bulmaControlClassnames}.
 *
 * @example
 * ```tsx
 * <QueryBuilder fields={fields} controlElements={bulmaControlElements} controlClassnames={bulmaControlClassnames} />
 * ```
 *
 * @group Props
 */
export const bulmaControlElements: ControlElementsProp<FullField, string> = {
  notToggle: BulmaNotToggle,
  valueEditor: BulmaValueEditor,
  valueSelector: BulmaValueSelector,
};

/**
 * Bulma classes for the default controls: every action element is a small Bulma
 * `button`; "add" buttons are `is-primary` (groups also `is-light`), "remove" buttons
 * are `is-danger`, and clone/lock/mute/ungroup/undo/redo buttons are `is-light`.
 *
 * @group Props
 */
export const bulmaControlClassnames: Partial<Classnames> = {
  actionElement: 'button is-small',
  addRule: 'is-primary',
  addGroup: 'is-primary is-light',
  cloneRule: 'is-light',
  cloneGroup: 'is-light',
  lockRule: 'is-light',
  lockGroup: 'is-light',
  muteRule: 'is-light',
  muteGroup: 'is-light',
  ungroup: 'is-light',
  undoAction: 'is-light',
  redoAction: 'is-light',
  removeRule: 'is-danger',
  removeGroup: 'is-danger',
};

/**
 * Context provider that makes every descendant `QueryBuilder` render Bulma controls
 * ({@link bulmaControlElements}) with Bulma classes ({@link bulmaControlClassnames}).
 * Props given to the provider (`controlElements`, `controlClassnames`, `translations`,
 * flags...) are merged over these defaults.
 *
 * @example
 * ```tsx
 * import 'bulma/css/bulma.min.css';
 * import { QueryBuilder } from 'react-querybuilder';
 * import { QueryBuilderBulma } from '@react-querybuilder/bulma';
 *
 * <QueryBuilderBulma>
 *   <QueryBuilder fields={fields} />
 * </QueryBuilderBulma>
 * ```
 *
 * @group Components
 */
export const QueryBuilderBulma: QueryBuilderContextProvider = getCompatContextProvider({
  controlClassnames: bulmaControlClassnames,
  controlElements: bulmaControlElements,
});
