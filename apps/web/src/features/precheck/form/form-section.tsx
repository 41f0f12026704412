import { Box, Fieldset, type FieldsetProps, SimpleGrid, Text } from '@mantine/core';
import type { FieldSpec } from '@portal/shared';
import type { ReactNode } from 'react';
import { isWideField } from './catalogue-field-input';

export type FormSectionProps = Omit<FieldsetProps, 'legend' | 'children'> & {
  /** The section's name, e.g. 'General information'. */
  legend: ReactNode;
  children: ReactNode;
  /** Why the section is marked (the team asks to look at it again): said under the legend, framed. */
  marked?: string | undefined;
};

/** One titled section of a pre-check form: a white fieldset named by its legend. */
export function FormSection({ legend, children, marked, ...fieldset }: FormSectionProps) {
  return (
    <Fieldset
      legend={
        <Text component="span" fw={650} size="lg">
          {legend}
        </Text>
      }
      radius="md"
      bg="white"
      {...(marked && { style: { borderColor: 'var(--mantine-color-orange-7)', borderWidth: 2 } })}
      {...fieldset}
    >
      {marked && (
        <Text fw={600} mb="sm">
          {marked}
        </Text>
      )}
      {children}
    </Fieldset>
  );
}

export type FieldGridProps<F extends FieldSpec> = {
  fields: readonly F[];
  /** One field's input; wide fields (long text, option lists) take the whole row. */
  children: (field: F) => ReactNode;
};

/** A section's fields in two columns (one on narrow screens), in catalogue order. */
export function FieldGrid<F extends FieldSpec>({ fields, children }: FieldGridProps<F>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {fields.map((field) => (
        <Box key={field.name} style={isWideField(field) ? { gridColumn: '1 / -1' } : undefined}>
          {children(field)}
        </Box>
      ))}
    </SimpleGrid>
  );
}
