import type { Translations } from 'react-querybuilder';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  CloseIcon,
  CopyIcon,
  GripIcon,
  LockIcon,
  RedoIcon,
  UndoIcon,
  UngroupIcon,
  UnlockIcon,
} from './icons';

/**
 * Translations that replace the text labels of the icon-like buttons (remove, clone,
 * ungroup, lock/unlock, shift up/down, undo/redo, drag handle) with small SVG icons
 * that inherit the button's text color. Titles (tooltips) keep their default text.
 *
 * @group Props
 */
export const chakraTranslations: Partial<Translations> = {
  removeGroup: { label: <CloseIcon /> },
  removeRule: { label: <CloseIcon /> },
  cloneRuleGroup: { label: <CopyIcon /> },
  cloneRule: { label: <CopyIcon /> },
  ungroupRuleGroup: { label: <UngroupIcon /> },
  lockGroup: { label: <UnlockIcon /> },
  lockRule: { label: <UnlockIcon /> },
  lockGroupDisabled: { label: <LockIcon /> },
  lockRuleDisabled: { label: <LockIcon /> },
  shiftActionUp: { label: <ChevronUpIcon /> },
  shiftActionDown: { label: <ChevronDownIcon /> },
  dragHandle: { label: <GripIcon /> },
  undo: { label: <UndoIcon /> },
  redo: { label: <RedoIcon /> },
};
