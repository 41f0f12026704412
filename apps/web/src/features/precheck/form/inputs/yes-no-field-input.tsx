import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../catalogue-field-input';
import { YesNoSelect } from '@/components/form/yes-no-select';

/** A yes/no question, starting at its default answer. */
export function YesNoFieldInput({ field, common, register }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <YesNoSelect
      {...common}
      // Without a default (license, PEP, office in the USA) nothing is preselected.
      placeholder={field.defaultValue ? undefined : t('forms.choose')}
      {...register()}
    />
  );
}
