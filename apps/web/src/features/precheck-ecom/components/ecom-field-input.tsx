import { PasswordInput, Text, Textarea, TextInput } from '@mantine/core';
import {
  type EcomGroup,
  type EcomPrecheckData,
  ecomFieldIsConditional,
  ecomFieldRequiredWhenShown,
  type FieldSpec,
} from '@portal/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { YesNoSelect } from '@/components/form/yes-no-select';
import { ecomFieldId, ecomFieldPath, type EcomFormValues } from './ecom-form-values';

export type EcomFieldInputProps = {
  group: EcomGroup;
  field: FieldSpec;
  form: UseFormReturn<EcomFormValues, unknown, EcomPrecheckData>;
  /** The message to show under the field, if any (the form decides when errors show). */
  error: string | undefined;
  /** Called after a change, for answers other questions depend on (Other → wlOtherGateway). */
  onChanged?: () => void;
};

/** Whether a field takes a whole row of the section's grid: long texts and option lists do. */
export function isWideField(field: FieldSpec): boolean {
  return field.kind === 'longText' || field.kind === 'choices';
}

/**
 * One question of the e-commerce catalogue as its input: text, long text, e-mail, masked password,
 * amount (text that must parse as a number, with its currency), yes/no select with its default,
 * or a checkbox group with translated options. Labels and options come from precheckEcom.*.
 */
export function EcomFieldInput({ group, field, form, error, onChanged }: EcomFieldInputProps) {
  const { t } = useTranslation();
  const name = ecomFieldPath(group, field.name);
  const common = {
    id: ecomFieldId(field.name),
    label: t(`precheckEcom.fields.${field.name}`),
    required: ecomFieldRequiredWhenShown(field),
    error,
  };
  // A conditional question's answer goes with it when it is no longer asked, so it is never sent.
  const register = () =>
    form.register(name, { onChange: onChanged, shouldUnregister: ecomFieldIsConditional(field.name) });

  switch (field.kind) {
    case 'longText':
      return <Textarea {...common} autosize minRows={3} maxRows={12} {...register()} />;
    case 'password':
      return (
        <PasswordInput
          {...common}
          // The merchant's website login for review: never the browser's saved password of this portal.
          autoComplete="off"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('precheckEcom.detail.showPassword') }}
          {...register()}
        />
      );
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" {...register()} />;
    case 'amount':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          rightSection={
            field.currency && (
              <Text size="xs" c="gray.7" aria-hidden>
                {field.currency}
              </Text>
            )
          }
          rightSectionWidth={field.currency ? 64 : undefined}
          {...register()}
        />
      );
    case 'yesNo':
      return (
        <YesNoSelect
          {...common}
          // Without a default (license, PEP, office in the USA) nothing is preselected.
          placeholder={field.defaultValue ? undefined : t('forms.choose')}
          {...register()}
        />
      );
    case 'choices':
      return (
        <Controller
          name={name}
          control={form.control}
          shouldUnregister={ecomFieldIsConditional(field.name)}
          render={({ field: { value, onChange, onBlur } }) => (
            <CheckboxGroupField
              id={common.id}
              label={common.label}
              required={common.required}
              error={error}
              options={(field.options ?? []).map((option) => ({
                value: option,
                label: t(`precheckEcom.options.${field.name}.${option}`),
              }))}
              value={Array.isArray(value) ? value : []}
              onChange={(next) => {
                onChange(next);
                onChanged?.();
              }}
              onBlur={onBlur}
            />
          )}
        />
      );
    default:
      return <TextInput {...common} {...register()} />;
  }
}
