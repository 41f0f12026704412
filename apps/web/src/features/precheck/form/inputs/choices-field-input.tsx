import type { FieldInputProps } from '../catalogue-field-input';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';

/** Any of the question's options, ticked in a checkbox list. */
export function ChoicesFieldInput({ field, common, controlled, options }: FieldInputProps) {
  return controlled(({ value, change, onBlur }) => (
    <CheckboxGroupField
      {...common}
      options={options}
      columns={field.columns}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={change}
      onBlur={onBlur}
    />
  ));
}
