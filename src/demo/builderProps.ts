import { defaultValidator, standardClassnames, type Field, type QueryValidator } from 'react-querybuilder';
import { demoFields } from './fields';
import type { DemoOptions } from './options';

/** The `QueryBuilder` props that follow from the options panel (everything but query and fields). */
export interface OptionDrivenProps {
  showCombinatorsBetweenRules: boolean;
  showNotToggle: boolean;
  showCloneButtons: boolean;
  showLockButtons: boolean;
  showMuteButtons: boolean;
  showShiftActions: boolean;
  showUngroupButtons: boolean;
  showUndoRedo: boolean;
  enableDragAndDrop: boolean;
  resetOnFieldChange: boolean;
  resetOnOperatorChange: boolean;
  autoSelectField: boolean;
  autoSelectOperator: boolean;
  autoSelectValue: boolean;
  addRuleToNewGroups: boolean;
  listsAsArrays: boolean;
  disabled: boolean;
  debugMode: boolean;
  parseNumbers: 'strict-limited' | false;
  validator: QueryValidator | undefined;
  controlClassnames: { queryBuilder: string };
}

/** Maps the panel's options onto props; demo-only options become `validator` and classnames. */
export function builderPropsFromOptions(options: DemoOptions): OptionDrivenProps {
  const layoutClasses = [
    options.showBranches && standardClassnames.branches,
    options.justifiedLayout && standardClassnames.justified,
    options.responsiveLayout && standardClassnames.responsive,
  ].filter(Boolean);
  return {
    showCombinatorsBetweenRules: options.showCombinatorsBetweenRules,
    showNotToggle: options.showNotToggle,
    showCloneButtons: options.showCloneButtons,
    showLockButtons: options.showLockButtons,
    showMuteButtons: options.showMuteButtons,
    showShiftActions: options.showShiftActions,
    showUngroupButtons: options.showUngroupButtons,
    showUndoRedo: options.showUndoRedo,
    enableDragAndDrop: options.enableDragAndDrop,
    resetOnFieldChange: options.resetOnFieldChange,
    resetOnOperatorChange: options.resetOnOperatorChange,
    autoSelectField: options.autoSelectField,
    autoSelectOperator: options.autoSelectOperator,
    autoSelectValue: options.autoSelectValue,
    addRuleToNewGroups: options.addRuleToNewGroups,
    listsAsArrays: options.listsAsArrays,
    disabled: options.disabled,
    debugMode: options.debugMode,
    parseNumbers: options.parseNumbers ? 'strict-limited' : false,
    validator: options.validateQuery ? defaultValidator : undefined,
    controlClassnames: { queryBuilder: layoutClasses.join(' ') },
  };
}

const fieldsWithoutValidators: Field[] = demoFields.map(({ validator: _validator, ...field }) => field);

/** The demo fields, without their validators when validation is off (the library always runs them). */
export const fieldsForOptions = (options: Pick<DemoOptions, 'validateQuery'>): Field[] =>
  options.validateQuery ? demoFields : fieldsWithoutValidators;
