/**
 * PrimeReact components for React Query Builder.
 *
 * Load a PrimeReact theme stylesheet (for example
 * `primereact/resources/themes/saga-blue/theme.css`) and render
 * {@link QueryBuilderPrime} around `QueryBuilder`, or pass {@link primeControlElements}
 * and {@link primeTranslations} to it yourself.
 *
 * @packageDocumentation
 */
import type { ControlElementsProp, FullField, QueryBuilderContextProvider } from 'react-querybuilder';
import { getCompatContextProvider } from 'react-querybuilder';
import { PrimeActionElement } from './PrimeActionElement';
import { PrimeDragHandle } from './PrimeDragHandle';
import { PrimeNotToggle } from './PrimeNotToggle';
import { PrimeShiftActions } from './PrimeShiftActions';
import { PrimeValueEditor } from './PrimeValueEditor';
import { PrimeValueSelector } from './PrimeValueSelector';
import { primeTranslations } from './translations';

export { PrimeActionElement, type PrimeActionProps } from './PrimeActionElement';
export { PrimeDragHandle, type PrimeDragHandleProps } from './PrimeDragHandle';
export { PrimeNotToggle, type PrimeNotToggleProps } from './PrimeNotToggle';
export { PrimeShiftActions } from './PrimeShiftActions';
export { PrimeValueEditor, type PrimeValueEditorProps } from './PrimeValueEditor';
export { PrimeValueSelector, type PrimeValueSelectorProps } from './PrimeValueSelector';
export { primeTranslations } from './translations';

/**
 * PrimeReact replacements for the default controls: {@link PrimeActionElement} (every
 * button), {@link PrimeDragHandle}, {@link PrimeNotToggle}, {@link PrimeShiftActions},
 * {@link PrimeValueEditor} and {@link PrimeValueSelector} (every selector).
 *
 * @example
 * ```tsx
 * <QueryBuilder fields={fields} controlElements={primeControlElements} translations={primeTranslations} />
 * ```
 *
 * @group Props
 */
export const primeControlElements: ControlElementsProp<FullField, string> = {
  actionElement: PrimeActionElement,
  dragHandle: PrimeDragHandle,
  notToggle: PrimeNotToggle,
  shiftActions: PrimeShiftActions,
  valueEditor: PrimeValueEditor,
  valueSelector: PrimeValueSelector,
};

/**
 * Context provider that makes every descendant `QueryBuilder` render PrimeReact controls
 * ({@link primeControlElements}) with PrimeReact's icons on the remove, shift and drag
 * controls ({@link primeTranslations}). Props given to the provider are merged over these
 * defaults.
 *
 * @example
 * ```tsx
 * import 'primereact/resources/themes/saga-blue/theme.css';
 * import { QueryBuilder } from 'react-querybuilder';
 * import { QueryBuilderPrime } from '@react-querybuilder/prime';
 *
 * <QueryBuilderPrime>
 *   <QueryBuilder fields={fields} />
 * </QueryBuilderPrime>
 * ```
 *
 * @group Components
 */
export const QueryBuilderPrime: QueryBuilderContextProvider = getCompatContextProvider({
  controlElements: primeControlElements,
  translations: primeTranslations,
});
