import { createContext, useContext, type ComponentProps } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { defaultMuiComponents, type RQBMaterialComponents } from '@react-querybuilder/material';

/*
 * The compat package puts each control's name (its `title`, "Field", "Operator", ...) on the
 * wrapping FormControl or as a tooltip only, so screen readers meet unnamed combo boxes and
 * inputs. These wrappers hand the same title to the focusable element as its aria-label.
 */

const ControlTitle = createContext<string | undefined>(undefined);

function NamedFormControl(props: ComponentProps<typeof FormControl>) {
  return (
    <ControlTitle.Provider value={props.title}>
      <FormControl {...props} />
    </ControlTitle.Provider>
  );
}

function NamedSelect(props: ComponentProps<typeof Select>) {
  const title = useContext(ControlTitle);
  return <Select {...props} SelectDisplayProps={{ 'aria-label': title, ...props.SelectDisplayProps }} />;
}
// FormControl tells whether its input is filled from its children on the first render, but only
// for children it knows as MUI's Select or Input (by `muiName`). Unnamed, it learns it from the
// input's layout effect after mounting: a synchronous second render of every select right after
// hydration. Named, the first render already knows.
NamedSelect.muiName = Select.muiName;

function NamedTextField({ slotProps, ...props }: ComponentProps<typeof TextField>) {
  // The between pair's two fields come with neither title nor placeholder.
  const name = props.title || (typeof props.placeholder === 'string' && props.placeholder) || 'Value';
  return (
    <TextField
      {...props}
      slotProps={{ ...slotProps, htmlInput: { 'aria-label': name, ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}

function NamedSwitch({ slotProps, ...props }: ComponentProps<typeof Switch>) {
  return <Switch {...props} slotProps={{ ...slotProps, input: { 'aria-label': props.title, ...(slotProps?.input as object | undefined) } }} />;
}

function NamedCheckbox({ slotProps, ...props }: ComponentProps<typeof Checkbox>) {
  return <Checkbox {...props} slotProps={{ ...slotProps, input: { 'aria-label': props.title, ...(slotProps?.input as object | undefined) } }} />;
}

export const accessibleMuiComponents: RQBMaterialComponents = {
  ...defaultMuiComponents,
  FormControl: NamedFormControl as RQBMaterialComponents['FormControl'],
  Select: NamedSelect as RQBMaterialComponents['Select'],
  TextField: NamedTextField as RQBMaterialComponents['TextField'],
  Switch: NamedSwitch as RQBMaterialComponents['Switch'],
  Checkbox: NamedCheckbox as RQBMaterialComponents['Checkbox'],
};
