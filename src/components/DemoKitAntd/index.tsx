import { ConfigProvider, theme } from 'antd';
import { QueryBuilderAntD } from '@react-querybuilder/antd';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import styles from './styles.module.css';

const themes = {
  light: { algorithm: theme.defaultAlgorithm },
  dark: { algorithm: theme.darkAlgorithm },
} as const;

/**
 * Ant Design controls. antd styles are CSS-in-JS, scoped to its own hashed classes, and no
 * reset stylesheet is imported, so nothing reaches the rest of the site.
 */
export default function DemoKitAntd({ colorMode, children }: KitFrameProps) {
  return (
    <div className={styles.frame}>
      <ConfigProvider theme={themes[colorMode]}>
        <QueryBuilderAntD>{children}</QueryBuilderAntD>
      </ConfigProvider>
    </div>
  );
}
