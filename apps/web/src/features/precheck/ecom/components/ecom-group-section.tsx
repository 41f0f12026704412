import { messageKey } from '@portal/i18n/browser';
import { Box, Fieldset, Stack, Text } from '@mantine/core';
import {
  ECOM_KEYS,
  type EcomFieldSpec,
  type EcomGroup,
  type EcomPrecheckData,
  ecomFieldApplies,
  ecomFieldBlocks,
  ecomFieldIsConditional,
  ecomFieldRequiredWhenShown,
} from '@portal/shared';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CatalogueFieldInput, type FieldInputs } from '@/features/precheck/form/catalogue-field-input';
import { FieldGrid, FormSection } from '@/features/precheck/form/form-section';
import { ChoicesFieldInput } from '@/features/precheck/form/inputs/choices-field-input';
import { LongTextFieldInput } from '@/features/precheck/form/inputs/long-text-field-input';
import { PasswordFieldInput } from '@/features/precheck/form/inputs/password-field-input';
import { TextFieldInput } from '@/features/precheck/form/inputs/text-field-input';
import { YesNoFieldInput } from '@/features/precheck/form/inputs/yes-no-field-input';
import {
  ecomFieldId,
  type EcomFieldPath,
  ecomFieldPath,
  type EcomFormValues,
  ecomSectionId,
} from './ecom-form-values';

/** What every section's inputs are bound to: the one form and its change handler. */
export type EcomFieldsBinding = {
  form: UseFormReturn<EcomFormValues, unknown, EcomPrecheckData>;
  /** Called after a field changed, to re-check the questions that depend on it. */
  onFieldChanged: (path: EcomFieldPath) => void;
};

/** The e-commerce questions' kinds: no radio buttons, so Mantine's Radio is not loaded. */
const ECOM_INPUTS: FieldInputs<EcomFieldSpec['kind']> = {
  text: TextFieldInput,
  email: TextFieldInput,
  url: TextFieldInput,
  amount: TextFieldInput,
  longText: LongTextFieldInput,
  password: PasswordFieldInput,
  yesNo: YesNoFieldInput,
  choices: ChoicesFieldInput,
};

/**
 * One section of the form, built from the catalogue: the group's questions in catalogue order, under
 * their sub-headings (ACH customer service manager, corporate banking's funds, the incorporation's
 * owners and directors). A conditional question shows only while its condition holds.
 */
export function EcomGroupSection({
  group,
  binding,
  marked,
}: {
  group: EcomGroup;
  binding: EcomFieldsBinding;
  /** Why the team asks to look at this section again, if it does. */
  marked?: string | undefined;
}) {
  const { form, onFieldChanged } = binding;
  const { t } = useTranslation();
  // The questions asked now: this section re-renders when an answer asks or drops one (Other ticked
  // asks which), not on every key typed into it (each of its fields follows its own answer).
  const asked = useWatch({
    control: form.control,
    name: group,
    compute: (answers: Record<string, unknown>) =>
      ecomFieldBlocks(group)
        .flatMap((block) => block.fields)
        .filter((field) => ecomFieldApplies(field.name, answers))
        .map((field) => field.name),
  });

  const renderBlockFields = (fields: ReturnType<typeof ecomFieldBlocks>[number]['fields']) => (
    <FieldGrid fields={fields.filter((field) => asked.includes(field.name))}>
      {(field) => {
        const path = ecomFieldPath(group, field.name);
        return (
          <CatalogueFieldInput
            field={field}
            inputs={ECOM_INPUTS}
            keys={ECOM_KEYS}
            form={form}
            name={path}
            id={ecomFieldId(field.name)}
            required={ecomFieldRequiredWhenShown(field)}
            // A conditional question's answer goes with it when it is no longer asked.
            shouldUnregister={ecomFieldIsConditional(field.name)}
            onChanged={() => onFieldChanged(path)}
          />
        );
      }}
    </FieldGrid>
  );

  return (
    <FormSection
      id={ecomSectionId(group)}
      legend={t(messageKey(ECOM_KEYS.section(group)))}
      marked={marked}
      m={0}
    >
      <Stack gap="lg">
        {ecomFieldBlocks(group).map((block) =>
          block.subsection ? (
            <Fieldset
              key={block.subsection}
              variant="unstyled"
              legend={
                <Text component="span" fw={650} c="gray.8">
                  {t(messageKey(ECOM_KEYS.subsection(block.subsection)))}
                </Text>
              }
              m={0}
              p={0}
              pt="sm"
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              {renderBlockFields(block.fields)}
            </Fieldset>
          ) : (
            <Box key="main">{renderBlockFields(block.fields)}</Box>
          ),
        )}
      </Stack>
    </FormSection>
  );
}
