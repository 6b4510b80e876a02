import type { ComponentProps } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import { useColorMode } from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Props = ComponentProps<typeof ColorModeToggleType>;

/**
 * A two-state toggle: each click flips between light and dark. The theme's own toggle cycles
 * through a third "system" state when the site follows the visitor's preference, so the first
 * click can look like it did nothing. Following the system still happens until a mode is chosen.
 */
export default function ColorModeToggleWrapper(props: Props) {
  const { colorMode } = useColorMode();
  return (
    <div className={styles.twoState}>
      <ColorModeToggle {...props} value={colorMode} respectPrefersColorScheme={false} />
    </div>
  );
}
