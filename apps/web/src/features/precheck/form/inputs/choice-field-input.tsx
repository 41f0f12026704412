import { Radio, Stack } from '@mantine/core';
import type { FieldInputProps } from '../catalogue-field-input';
import { GroupLabel } from '@/components/form/checkbox-group-field';

/** One of the question's options, picked from radio buttons. */
export function ChoiceFieldInput({ common, controlled, options }: FieldInputProps) {
  return controlled(({ value, change, onBlur }) => (
    <Radio.Group
      {...common}
      label={<GroupLabel label={common.label} required={common.required} />}
      value={typeof value === 'string' ? value : null}
      onChange={change}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            id={`${common.id}-${index}`}
            value={option.value}
            label={option.label}
            description={option.description}
            onBlur={onBlur}
          />
        ))}
      </Stack>
    </Radio.Group>
  ));
}
