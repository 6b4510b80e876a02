/**
 * Tremor (v3) components for React Query Builder.
 *
 * Tremor is styled with Tailwind CSS: the Tailwind build must scan Tremor's files and
 * this package's sources (see {@link tremorControlClassnames}).
 *
 * @packageDocumentation
 */
import type {
  Classnames,
  ControlElementsProp,
  FullField,
  QueryBuilderContextProvider,
} from 'react-querybuilder';
import { getCompatContextProvider } from 'react-querybuilder';
import { TremorActionElement } from './TremorActionElement';
import { TremorNotToggle } from './TremorNotToggle';
import { TremorShiftActions } from './TremorShiftActions';
import { TremorValueEditor } from './TremorValueEditor';
import { TremorValueSelector } from './TremorValueSelector';

export { TremorActionElement } from './TremorActionElement';
export { TremorNotToggle } from './TremorNotToggle';
export { TremorShiftActions } from './TremorShiftActions';
export { TremorValueEditor, type TremorValueEditorProps } from './TremorValueEditor';
export { TremorValueSelector, type TremorValueSelectorProps } from './TremorValueSelector';

/**
 * Tremor replacements for the default controls: {@link TremorActionElement} (every
 * button), {@link TremorNotToggle}, {@link TremorShiftActions},
 * {@link TremorValueEditor} and {@link TremorValueSelector} (every selector).
 *
 * @example
 * ```tsx
 * <QueryBuilder fields={fields} controlElements={tremorControlElements} controlClassnames={tremorControlClassnames} />
 * ```
 *
 * @group Props
 */
export const tremorControlElements: ControlElementsProp<FullField, string> = {
  actionElement: TremorActionElement,
  notToggle: TremorNotToggle,
  shiftActions: TremorShiftActions,
  valueEditor: TremorValueEditor,
  valueSelector: TremorValueSelector,
};

/**
 * Tailwind classes that give Tremor's (otherwise full-width) selects a width that fits
 * in a rule's row (`w-auto` plus a minimum width; Tremor merges them over its own
 * `w-full min-w-[10rem]`), and stack the shift action buttons.
 *
 * These class names, like those used inside the components of this package, only take
 * effect if the Tailwind build scans this package's sources (`packages/tremor/src`,
 * `.ts`/`.tsx` files) as well as Tremor's own files (`node_modules/@tremor/react`,
 * `.js` files), with Tremor's theme extension (`tremor-*` colors, radii, shadows and
 * font sizes) in the Tailwind config.
 *
 * @group Props
 */
export const tremorControlClassnames: Partial<Classnames> = {
  combinators: 'w-auto min-w-[6rem]',
  fields: 'w-auto min-w-[9rem]',
  operators: 'w-auto min-w-[8rem]',
  valueSource: 'w-auto min-w-[7rem]',
  matchMode: 'w-auto min-w-[7rem]',
  shiftActions: 'flex flex-col',
};

/**
 * Context provider that makes every descendant `QueryBuilder` render Tremor controls
 * ({@link tremorControlElements}) with the sizing classes of
 * {@link tremorControlClassnames}. Props given to the provider are merged over these
 * defaults.
 *
 * @example
 * ```tsx
 * import { QueryBuilder } from 'react-querybuilder';
 * import { QueryBuilderTremor } from '@react-querybuilder/tremor';
 *
 * <QueryBuilderTremor>
 *   <QueryBuilder fields={fields} />
 * </QueryBuilderTremor>
 * ```
 *
 * @group Components
 */
export const QueryBuilderTremor: QueryBuilderContextProvider = getCompatContextProvider({
  controlClassnames: tremorControlClassnames,
  controlElements: tremorControlElements,
});
