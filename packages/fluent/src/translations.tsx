import {
  ArrowRedoRegular,
  ArrowStepOutRegular,
  ArrowUndoRegular,
  ChevronDownRegular,
  ChevronUpRegular,
  CopyRegular,
  DismissRegular,
  LockClosedRegular,
  LockOpenRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import type { Translations } from 'react-querybuilder';

/**
 * Translations that replace the text labels of the icon-like buttons with Fluent UI
 * icons from `@fluentui/react-icons`: `DismissRegular` (remove rule/group),
 * `CopyRegular` (clone), `ArrowStepOutRegular` (ungroup), `LockOpenRegular` /
 * `LockClosedRegular` (lock / unlock), `ChevronUpRegular` / `ChevronDownRegular`
 * (shift actions), `ReOrderDotsVerticalRegular` (drag handle) and `ArrowUndoRegular` /
 * `ArrowRedoRegular` (undo / redo). Titles (tooltips) keep their default text.
 *
 * @group Props
 */
export const fluentTranslations: Partial<Translations> = {
  removeGroup: { label: <DismissRegular /> },
  removeRule: { label: <DismissRegular /> },
  cloneRuleGroup: { label: <CopyRegular /> },
  cloneRule: { label: <CopyRegular /> },
  ungroupRuleGroup: { label: <ArrowStepOutRegular /> },
  lockGroup: { label: <LockOpenRegular /> },
  lockRule: { label: <LockOpenRegular /> },
  lockGroupDisabled: { label: <LockClosedRegular /> },
  lockRuleDisabled: { label: <LockClosedRegular /> },
  shiftActionUp: { label: <ChevronUpRegular /> },
  shiftActionDown: { label: <ChevronDownRegular /> },
  dragHandle: { label: <ReOrderDotsVerticalRegular /> },
  undo: { label: <ArrowUndoRegular /> },
  redo: { label: <ArrowRedoRegular /> },
};
