import { Checkbox, SimpleGrid, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CheckboxOption = {
  value: string;
  label: string;
  description?: ReactNode;
  /** Greyed out and not clickable, e.g. a service the chosen region does not offer. */
  disabled?: boolean;
};

export type CheckboxGroupFieldProps = {
  /** Prefix of the checkboxes' ids; the first one is `${id}-0`, which error links focus. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  options: readonly CheckboxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  /** Columns from the `sm` breakpoint up; one column on phones. */
  columns?: number;
};

/**
 * A group's legend. Its asterisk is only drawn (aria-hidden), and a group of checkboxes or radios has
 * no `required` of its own to announce: the word is said, unseen, after the question.
 */
export function GroupLabel({ label, required }: { label: ReactNode; required: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {label}
      {required && <VisuallyHidden> ({t('forms.required')})</VisuallyHidden>}
    </>
  );
}

/** The first checkbox's id, for error links and focus. */
export function checkboxGroupFirstId(id: string): string {
  return `${id}-0`;
}

/**
 * A multi-select as a group of checkboxes (a fieldset with a legend, so screen readers announce the
 * question with each option). Controlled: wire it with react-hook-form's `Controller`.
 */
export function CheckboxGroupField({
  id,
  label,
  description,
  options,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  columns = 2,
}: CheckboxGroupFieldProps) {
  return (
    <Checkbox.Group
      id={id}
      label={<GroupLabel label={label} required={required} />}
      description={description}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk={required}
    >
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="xs" verticalSpacing="xs" mt="xs">
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            id={`${id}-${index}`}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
