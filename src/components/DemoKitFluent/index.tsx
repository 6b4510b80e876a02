import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { QueryBuilderFluent } from '@react-querybuilder/fluent';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import styles from './styles.module.css';

const themes = { light: webLightTheme, dark: webDarkTheme } as const;

/**
 * Fluent UI v9 controls. FluentProvider writes the theme's tokens as CSS variables on its own
 * element, and Griffel's atomic classes style only Fluent components, so nothing reaches the
 * rest of the site.
 */
export default function DemoKitFluent({ colorMode, children }: KitFrameProps) {
  return (
    <FluentProvider theme={themes[colorMode]} className={styles.frame}>
      <QueryBuilderFluent>{children}</QueryBuilderFluent>
    </FluentProvider>
  );
}
