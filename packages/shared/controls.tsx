/**
 * What the stand-in kits' small controls share: the library's rules for an action button (the
 * `disabledTranslation` of lock buttons), the pair of shift buttons, and a plain `<span>` drag
 * handle. Each kit still renders its own button component; these say what goes on it.
 */
import * as React from 'react';
import type { ActionProps, DragHandleProps, ShiftActionsProps } from 'react-querybuilder';

/** The props a kit's action button gets, children (its label) included. */
export interface KitButtonProps {
  'data-testid'?: string;
  className?: string;
  title?: string;
  disabled?: boolean;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  children: React.ReactNode;
}

type ActionButtonSource = Pick<
  ActionProps,
  'className' | 'handleOnClick' | 'label' | 'title' | 'disabled' | 'disabledTranslation' | 'testID'
>;

/**
 * An action element's button props, as the default `ActionElement` sets them: `testID` as
 * `data-testid`, `className` and `title`; and when the element is disabled and has a
 * `disabledTranslation` (lock buttons), the button stays enabled and shows that translation's
 * label and title instead. Also returns the props it did not read, for kits whose button takes
 * extra props through the action element.
 */
export function splitActionProps<P extends ActionButtonSource>({
  className,
  handleOnClick,
  label,
  title,
  disabled,
  disabledTranslation,
  testID,
  ...rest
}: P): [KitButtonProps, Omit<P, keyof ActionButtonSource>] {
  const showDisabledTranslation = !!disabled && !!disabledTranslation;
  const button: KitButtonProps = {
    'data-testid': testID,
    className,
    title: showDisabledTranslation ? disabledTranslation.title : title,
    disabled: disabled && !disabledTranslation,
    onClick: e => handleOnClick(e),
    children: showDisabledTranslation ? disabledTranslation.label : label,
  };
  return [button, rest];
}

/** An action element's button props (see {@link splitActionProps}), without the rest. */
export const actionButtonProps = (props: ActionButtonSource): KitButtonProps => splitActionProps(props)[0];

/** One shift button's props. */
export type KitShiftButtonProps = Omit<KitButtonProps, 'data-testid' | 'className'>;

/**
 * Shift actions as the default `ShiftActions` renders them: a `<div>` (test id and class) with
 * the "shift up" and "shift down" buttons, each disabled with the whole element or when the
 * item cannot move that way. `renderButton` is the kit's button.
 */
export function renderShiftActions(
  { shiftUp, shiftDown, shiftUpDisabled, shiftDownDisabled, disabled, className, labels, titles, testID }: ShiftActionsProps,
  renderButton: (button: KitShiftButtonProps) => React.JSX.Element
): React.JSX.Element {
  return (
    <div data-testid={testID} className={className}>
      {renderButton({
        title: titles?.shiftUp,
        disabled: disabled || shiftUpDisabled,
        onClick: e => shiftUp(e),
        children: labels?.shiftUp,
      })}
      {renderButton({
        title: titles?.shiftDown,
        disabled: disabled || shiftDownDisabled,
        onClick: e => shiftDown(e),
        children: labels?.shiftDown,
      })}
    </div>
  );
}

/**
 * A drag handle like the default `DragHandle`, with its content centred: a `<span>` showing the
 * `label`, holding the forwarded ref and the drag-and-drop adapter's `dragHandleAttributes`, with
 * `testID` (as `data-testid`), `className` and `title`.
 */
export function spanDragHandle(
  displayName: string
): React.ForwardRefExoticComponent<DragHandleProps & React.RefAttributes<HTMLSpanElement>> {
  const DragHandle = React.forwardRef<HTMLSpanElement, DragHandleProps>(
    ({ className, title, label, testID, dragHandleAttributes }, ref) => (
      <span
        {...dragHandleAttributes}
        ref={ref}
        data-testid={testID}
        className={className}
        title={title}
        style={{ display: 'inline-flex', alignItems: 'center' }}>
        {label}
      </span>
    )
  );
  DragHandle.displayName = displayName;
  return DragHandle;
}
