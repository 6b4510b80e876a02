import { BarsIcon } from 'primereact/icons/bars';
import { ChevronDownIcon } from 'primereact/icons/chevrondown';
import { ChevronUpIcon } from 'primereact/icons/chevronup';
import { TimesIcon } from 'primereact/icons/times';
import type { Translations } from 'react-querybuilder';

/**
 * Translations that draw the remove buttons, the shift up/down buttons and the drag
 * handle with PrimeReact's own SVG icons (`TimesIcon`, `ChevronUpIcon`,
 * `ChevronDownIcon`, `BarsIcon`), which take the button's text colour. The other labels
 * and every title (tooltip) keep their default text.
 *
 * @group Props
 */
export const primeTranslations: Partial<Translations> = {
  removeGroup: { label: <TimesIcon aria-hidden="true" /> },
  removeRule: { label: <TimesIcon aria-hidden="true" /> },
  shiftActionUp: { label: <ChevronUpIcon aria-hidden="true" /> },
  shiftActionDown: { label: <ChevronDownIcon aria-hidden="true" /> },
  dragHandle: { label: <BarsIcon aria-hidden="true" /> },
};
