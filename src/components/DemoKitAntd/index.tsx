import { ConfigProvider, theme } from 'antd';
import { AntDValueEditor, AntDValueSelector, QueryBuilderAntD } from '@react-querybuilder/antd';
import type { ComponentProps } from 'react';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import styles from './styles.module.css';

const themes = {
  // antd's default primary (#1677ff) gives white button text 4.1:1; this blue gives 5.9:1.
  light: { algorithm: theme.defaultAlgorithm, token: { colorPrimary: '#0958d9' } },
  dark: { algorithm: theme.darkAlgorithm },
} as const;

/*
 * The compat package names its selects and inputs by `title` only (axe: label-title-only).
 * Its selector passes extra props to antd's Select, and its editor passes `extraProps` to each
 * control, so the title goes there as the aria-label too. Radios are left alone: they are
 * named by their own labels, and the editor hands `extraProps` to every radio.
 */
function NamedValueSelector(props: ComponentProps<typeof AntDValueSelector>) {
  return <AntDValueSelector {...props} aria-label={props.title} />;
}

function NamedValueEditor(props: ComponentProps<typeof AntDValueEditor>) {
  if (props.type === 'radio') return <AntDValueEditor {...props} />;
  const name = props.title || props.fieldData?.placeholder || 'Value';
  return <AntDValueEditor {...props} extraProps={{ 'aria-label': name, ...props.extraProps }} />;
}

const controlElements = { valueSelector: NamedValueSelector, valueEditor: NamedValueEditor };

/**
 * Ant Design controls. antd styles are CSS-in-JS, scoped to its own hashed classes, and no
 * reset stylesheet is imported, so nothing reaches the rest of the site.
 */
export default function DemoKitAntd({ colorMode, children }: KitFrameProps) {
  return (
    <div className={styles.frame}>
      <ConfigProvider theme={themes[colorMode]}>
        <QueryBuilderAntD controlElements={controlElements}>{children}</QueryBuilderAntD>
      </ConfigProvider>
    </div>
  );
}
