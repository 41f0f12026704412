import { messageKey } from '@portal/i18n/browser';
import { PasswordInput, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { type CatalogueKeys, type FieldSpec, maxLengthOf, optionKey } from '@portal/shared';
import type { ReactElement } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkboxGroupFirstId, CheckboxGroupField, GroupLabel } from './checkbox-group-field';
import { YesNoSelect } from './yes-no-select';

export type CatalogueFieldInputProps<V extends FieldValues, O> = {
  field: FieldSpec;
  /** Where the catalogue's labels, help texts and options are translated. */
  keys: CatalogueKeys;
  form: UseFormReturn<V, unknown, O>;
  /** Where the answer lives in the form values (and in the server's error paths). */
  name: Path<V>;
  id: string;
  /** The message to show under the field, if any (the form decides when errors show). */
  error: string | undefined;
  /** Marked required; the catalogue's flag unless the form knows better (a question asked on a condition). */
  required?: boolean;
  /** The answer goes with the input when it is no longer asked, so it is never sent. */
  shouldUnregister?: boolean;
  /** Called after a change, for answers other questions depend on. */
  onChanged?: () => void;
};

/** Whether a question takes a whole row of its section's grid: long texts and option lists do. */
export function isWideField(field: FieldSpec): boolean {
  return field.kind === 'longText' || field.kind === 'choice' || field.kind === 'choices';
}

/** What an error link focuses: the input itself, or the first option of a list. */
export function fieldFocusId(field: FieldSpec, id: string): string {
  return field.kind === 'choice' || field.kind === 'choices' ? checkboxGroupFirstId(id) : id;
}

/**
 * One question of a field catalogue (POS or e-commerce) as its input, by its kind: text, long text,
 * e-mail, phone, web address, masked password, amount (text that must parse as a number; its label
 * names any currency), yes/no select with its default, radio buttons or a checkbox list with translated options.
 */
export function CatalogueFieldInput<V extends FieldValues, O>({
  field,
  keys,
  form,
  name,
  id,
  error,
  required = field.required,
  shouldUnregister = false,
  onChanged,
}: CatalogueFieldInputProps<V, O>) {
  const { t } = useTranslation();
  const common = {
    id,
    label: t(messageKey(keys.field(field.name))),
    description: field.help ? t(messageKey(keys.help(field.name))) : undefined,
    required,
    error,
  };
  // The schema's limit, so typing (or pasting) stops where the server would refuse (limits.ts).
  const typed = { ...common, maxLength: maxLengthOf(field.kind) };
  // Option lists hold their answer in the form's state, not in a DOM input: a change also tells the
  // questions that depend on it.
  const controlled = (
    render: (state: { value: unknown; change: (next: unknown) => void; onBlur: () => void }) => ReactElement,
  ) => (
    <Controller
      name={name}
      control={form.control}
      shouldUnregister={shouldUnregister}
      render={({ field: { value, onChange, onBlur } }) =>
        render({
          value,
          onBlur,
          change: (next) => {
            onChange(next);
            onChanged?.();
          },
        })
      }
    />
  );
  const register = () => form.register(name, { onChange: onChanged, shouldUnregister });
  const options = (field.options ?? []).map((option) => ({
    value: option,
    label: t(messageKey(optionKey(keys, field, option))),
    description: field.optionHelp ? t(messageKey(keys.optionHelp(field.name, option))) : undefined,
  }));

  switch (field.kind) {
    case 'longText':
      return <Textarea {...typed} autosize minRows={3} maxRows={12} {...register()} />;
    case 'password':
      return (
        <PasswordInput
          {...typed}
          // The merchant's website login for review: never the browser's saved password of this portal.
          autoComplete="off"
          visibilityToggleFocusable
          aria-invalid={error ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('precheckEcom.detail.showPassword') }}
          {...register()}
        />
      );
    case 'email':
      return <TextInput {...typed} type="email" autoComplete={field.autoComplete ?? 'off'} {...register()} />;
    case 'phone':
      return <TextInput {...typed} type="tel" autoComplete={field.autoComplete} {...register()} />;
    case 'url':
      return <TextInput {...typed} inputMode="url" autoComplete={field.autoComplete} {...register()} />;
    case 'amount':
      return <TextInput {...typed} inputMode="decimal" {...register()} />;
    case 'yesNo':
      return (
        <YesNoSelect
          {...common}
          // Without a default (license, PEP, office in the USA) nothing is preselected.
          placeholder={field.defaultValue ? undefined : t('forms.choose')}
          {...register()}
        />
      );
    case 'choice':
      return controlled(({ value, change, onBlur }) => (
        <Radio.Group
          {...common}
          label={<GroupLabel label={common.label} required={required} />}
          value={typeof value === 'string' ? value : null}
          onChange={change}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option, index) => (
              <Radio
                key={option.value}
                id={`${id}-${index}`}
                value={option.value}
                label={option.label}
                description={option.description}
                onBlur={onBlur}
              />
            ))}
          </Stack>
        </Radio.Group>
      ));
    case 'choices':
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
    default:
      return <TextInput {...typed} autoComplete={field.autoComplete} {...register()} />;
  }
}
