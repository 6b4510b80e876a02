/**
 * Fluent UI v9 components for React Query Builder.
 *
 * Render {@link QueryBuilderFluent} inside Fluent's `FluentProvider` (for example
 * `<FluentProvider theme={webLightTheme}>`), which supplies the theme tokens.
 *
 * @packageDocumentation
 */
import type { ControlElementsProp, FullField, QueryBuilderContextProvider } from 'react-querybuilder';
import { getCompatContextProvider } from 'react-querybuilder';
import { FluentActionElement } from './FluentActionElement';
import { FluentDragHandle } from './FluentDragHandle';
import { FluentNotToggle } from './FluentNotToggle';
import { FluentShiftActions } from './FluentShiftActions';
import { FluentValueEditor } from './FluentValueEditor';
import { FluentValueSelector } from './FluentValueSelector';
import { fluentTranslations } from './translations';

export { FluentActionElement } from './FluentActionElement';
export { FluentDragHandle } from './FluentDragHandle';
export { FluentNotToggle } from './FluentNotToggle';
export { FluentShiftActions } from './FluentShiftActions';
export { FluentValueEditor, type FluentValueEditorProps } from './FluentValueEditor';
export { FluentValueSelector, type FluentValueSelectorProps } from './FluentValueSelector';
export { fluentTranslations } from './translations';

/**
 * Fluent UI replacements for the default controls: {@link FluentActionElement} (every
 * button), {@link FluentDragHandle}, {@link FluentNotToggle}, {@link FluentShiftActions},
 * {@link FluentValueEditor} and {@link FluentValueSelector} (every selector).
 *
 * @example
 * ```tsx
 * <QueryBuilder fields={fields} controlElements={fluentControlElements} translations={fluentTranslations} />
 * ```
 *
 * @group Props
 */
export const fluentControlElements: ControlElementsProp<FullField, string> = {
  actionElement: FluentActionElement,
  dragHandle: FluentDragHandle,
  notToggle: FluentNotToggle,
  shiftActions: FluentShiftActions,
  valueEditor: FluentValueEditor,
  valueSelector: FluentValueSelector,
};

/**
 * Context provider that makes every descendant `QueryBuilder` render Fluent UI v9
 * controls ({@link fluentControlElements}) with icon labels ({@link fluentTranslations}).
 * Props given to the provider are merged over these defaults. It must be rendered inside
 * Fluent's `FluentProvider`.
 *
 * @example
 * ```tsx
 * import { FluentProvider, webLightTheme } from '@fluentui/react-components';
 * import { QueryBuilder } from 'react-querybuilder';
 * import { QueryBuilderFluent } from '@react-querybuilder/fluent';
 *
 * <FluentProvider theme={webLightTheme}>
 *   <QueryBuilderFluent>
 *     <QueryBuilder fields={fields} />
 *   </QueryBuilderFluent>
 * </FluentProvider>
 * ```
 *
 * @group Components
 */
export const QueryBuilderFluent: QueryBuilderContextProvider = getCompatContextProvider({
  controlElements: fluentControlElements,
  translations: fluentTranslations,
});
