import { useMemo, type ComponentProps } from 'react';
import { createTheme, MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { MantineValueEditor, MantineValueSelector, QueryBuilderMantine } from '@react-querybuilder/mantine';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
// Only the stylesheets of the components the compat package renders. Left out on purpose:
// baseline.css (resets for :root, * and body) and default-css-variables.css (variables on :root);
// MantineProvider writes the variables onto the demo's root element instead, and injects the
// `.mantine-*` helper classes of global.css itself. Every rule in these files targets Mantine's
// own `m_` classes or the data-mantine-color-scheme attribute, which only that root carries.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/dates/styles.css';

/** Mantine's CSS variables and colour-scheme attribute go on this element instead of <html>. */
const rootClass = 'rqb-demo-mantine';
const getRootElement = () => document.querySelector<HTMLElement>(`.${rootClass}`) ?? undefined;

/** Follows the site's colour mode and stores nothing: the default manager writes to localStorage. */
const fixedColorScheme = (colorMode: KitFrameProps['colorMode']): MantineColorSchemeManager => ({
  get: () => colorMode,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
});

/*
 * The compat package names its selects and inputs by `title` only (axe: label-title-only).
 * Its selector passes extra props to Mantine's Select, and its editor passes `extraProps` to
 * the control (the radio group, not each radio), so the title goes there as the aria-label too.
 */
function NamedValueSelector(props: ComponentProps<typeof MantineValueSelector>) {
  return <MantineValueSelector {...props} aria-label={props.title} />;
}

function NamedValueEditor(props: ComponentProps<typeof MantineValueEditor>) {
  // Mantine's date pickers are buttons named by the dates they show; a "Value" label would hide
  // that text from their name (axe: label-content-name-mismatch).
  if (props.inputType === 'date' || props.inputType === 'datetime-local') return <MantineValueEditor {...props} />;
  const name = props.title || props.fieldData?.placeholder || 'Value';
  return <MantineValueEditor {...props} extraProps={{ 'aria-label': name, ...props.extraProps }} />;
}

const controlElements = { valueSelector: NamedValueSelector, valueEditor: NamedValueEditor };

/** In light mode, blue 8 (#1971c2) under white button text: the default, blue 6, is 3.5:1. */
const theme = createTheme({ primaryShade: { light: 8, dark: 8 } });

/** Mantine controls, scoped to the demo and forced to the site's colour mode. */
export default function DemoKitMantine({ colorMode, children }: KitFrameProps) {
  const manager = useMemo(() => fixedColorScheme(colorMode), [colorMode]);
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={colorMode}
      colorSchemeManager={manager}
      cssVariablesSelector={`.${rootClass}`}
      getRootElement={getRootElement}>
      <div className={rootClass} data-mantine-color-scheme={colorMode}>
        <QueryBuilderMantine controlElements={controlElements}>{children}</QueryBuilderMantine>
      </div>
    </MantineProvider>
  );
}
