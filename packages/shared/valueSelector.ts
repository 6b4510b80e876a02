import type { VersatileSelectorProps } from 'react-querybuilder';
import { useValueSelector } from 'react-querybuilder';
import type { KitControlAttributes } from './valueEditor';

/**
 * What every kit's value selector starts from: the library's `useValueSelector` (the value as
 * the control shows it, `val`, and `onChange`, which reports a list as an array or a
 * comma-separated string according to `listsAsArrays`), and the control's attributes: `testID`
 * as `data-testid`, `className`, `title` (also the accessible name) and `disabled`.
 */
export function useKitValueSelector({
  className,
  handleOnChange,
  value,
  title,
  disabled,
  multiple,
  listsAsArrays,
  testID,
}: VersatileSelectorProps): ReturnType<typeof useValueSelector> & { attrs: KitControlAttributes } {
  const selector = useValueSelector({ handleOnChange, listsAsArrays, multiple, value });
  return { ...selector, attrs: { 'data-testid': testID, className, title, 'aria-label': title, disabled } };
}
