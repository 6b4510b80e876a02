/**
 * Chakra UI v3 components for React Query Builder.
 *
 * Render {@link QueryBuilderChakra} inside Chakra's `ChakraProvider` (for example
 * `<ChakraProvider value={defaultSystem}>`); the components rely on its styling system.
 *
 * @packageDocumentation
 */
import type { ControlElementsProp, FullField, QueryBuilderContextProvider } from 'react-querybuilder';
import { getCompatContextProvider } from 'react-querybuilder';
import { ChakraActionElement } from './ChakraActionElement';
import { ChakraNotToggle } from './ChakraNotToggle';
import { ChakraValueEditor } from './ChakraValueEditor';
import { ChakraValueSelector } from './ChakraValueSelector';
import { chakraTranslations } from './translations';

export { ChakraActionElement } from './ChakraActionElement';
export { ChakraNotToggle } from './ChakraNotToggle';
export { ChakraValueEditor, type ChakraValueEditorProps } from './ChakraValueEditor';
export { ChakraValueSelector, type ChakraValueSelectorProps } from './ChakraValueSelector';
export { chakraTranslations } from './translations';

/**
 * Chakra UI replacements for the default controls: {@link ChakraActionElement} (every
 * button), {@link ChakraNotToggle}, {@link ChakraValueEditor} and
 * {@link ChakraValueSelector} (every selector).
 *
 * @example
 * ```tsx
 * <QueryBuilder fields={fields} controlElements={chakraControlElements} translations={chakraTranslations} />
 * ```
 *
 * @group Props
 */
export const chakraControlElements: ControlElementsProp<FullField, string> = {
  actionElement: ChakraActionElement,
  notToggle: ChakraNotToggle,
  valueEditor: ChakraValueEditor,
  valueSelector: ChakraValueSelector,
};

/**
 * Context provider that makes every descendant `QueryBuilder` render Chakra UI v3
 * controls ({@link chakraControlElements}) with icon labels ({@link chakraTranslations}).
 * Props given to the provider are merged over these defaults. It must be rendered inside
 * Chakra's `ChakraProvider`.
 *
 * @example
 * ```tsx
 * import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
 * import { QueryBuilder } from 'react-querybuilder';
 * import { QueryBuilderChakra } from '@react-querybuilder/chakra';
 *
 * <ChakraProvider value={defaultSystem}>
 *   <QueryBuilderChakra>
 *     <QueryBuilder fields={fields} />
 *   </QueryBuilderChakra>
 * </ChakraProvider>
 * ```
 *
 * @group Components
 */
export const QueryBuilderChakra: QueryBuilderContextProvider = getCompatContextProvider({
  controlElements: chakraControlElements,
  translations: chakraTranslations,
});
