import { messageKey } from '@portal/i18n/browser';
import { type CatalogueKeys, type FieldKind, type FieldSpec, maxLengthOf, optionKey } from '@portal/shared';
import type { ReactElement } from 'react';
import {
  Controller,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkboxGroupFirstId, type CheckboxOption } from '@/components/form/checkbox-group-field';
import { useShownFieldErrorText } from '@/components/form/shown-field-error';

/** An option list's answer as the form holds it, and how to change it. */
export type ControlledState = { value: unknown; change: (next: unknown) => void; onBlur: () => void };

/** What the input of one kind of question gets, worked out alike for every kind. */
export type FieldInputProps = {
  field: FieldSpec;
  /** Shown alike by every kind: id, label, help text, required mark and error. */
  common: {
    id: string;
    label: string;
    description: string | undefined;
    required: boolean;
    error: string | undefined;
  };
  /** The schema's limit, so typing (or pasting) stops where the server would refuse (limits.ts). */
  maxLength: number | undefined;
  /** Binds an input that holds its answer in the DOM (text, select). */
  register: () => UseFormRegisterReturn;
  /**
   * Binds an option list, which holds its answer in the form's state, not in a DOM input: a change
   * also tells the questions that depend on it.
   */
  controlled: (render: (state: ControlledState) => ReactElement) => ReactElement;
  /** A choice's or choices' options, translated. */
  options: CheckboxOption[];
};

export type FieldInput = (props: FieldInputProps) => ReactElement;

/**
 * The inputs a form renders its questions with, one for each kind its catalogue has: given by the
 * form, so its chunk holds only the Mantine inputs its own questions use.
 */
export type FieldInputs<K extends FieldKind> = { readonly [Kind in K]: FieldInput };

export type CatalogueFieldInputProps<V extends FieldValues, O, K extends FieldKind> = {
  field: FieldSpec & { readonly kind: K };
  /** The form's inputs by kind; the compiler asks for one per kind of its questions. */
  inputs: FieldInputs<NoInfer<K>>;
  /** Where the catalogue's labels, help texts and options are translated. */
  keys: CatalogueKeys;
  form: UseFormReturn<V, unknown, O>;
  /** Where the answer lives in the form values (and in the server's error paths). */
  name: Path<V>;
  id: string;
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
 * One question of a field catalogue (POS or e-commerce) as its input, by its kind (inputs/): text,
 * long text, e-mail, phone, web address, masked password, amount, yes/no select, radio buttons or a
 * checkbox list with translated options.
 */
export function CatalogueFieldInput<V extends FieldValues, O, K extends FieldKind>({
  field,
  inputs,
  keys,
  form,
  name,
  id,
  required = field.required,
  shouldUnregister = false,
  onChanged,
}: CatalogueFieldInputProps<V, O, K>) {
  const { t } = useTranslation();
  // Read here, not by the form: a field's error changing re-renders this field alone.
  const error = useShownFieldErrorText(form, name);
  // Typed: TypeScript does not resolve the lookup by itself for a kind that is a type parameter.
  const Input: FieldInput = inputs[field.kind];
  return (
    <Input
      field={field}
      common={{
        id,
        label: t(messageKey(keys.field(field.name))),
        description: field.help ? t(messageKey(keys.help(field.name))) : undefined,
        required,
        error,
      }}
      maxLength={maxLengthOf(field.kind)}
      register={() => form.register(name, { onChange: onChanged, shouldUnregister })}
      controlled={(render) => (
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
      )}
      options={(field.options ?? []).map((option) => ({
        value: option,
        label: t(messageKey(optionKey(keys, field, option))),
        description: field.optionHelp ? t(messageKey(keys.optionHelp(field.name, option))) : undefined,
      }))}
    />
  );
}
