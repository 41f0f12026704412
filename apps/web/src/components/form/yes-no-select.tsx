import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { YES_NO } from '@portal/shared';
import { useTranslation } from 'react-i18next';

export type YesNoSelectProps = Omit<NativeSelectProps, 'data' | 'placeholder'> & {
  /**
   * For a question without a default answer: a first, unselectable option that stands while no
   * answer is chosen (the value is then ''), so nobody answers by merely passing by.
   */
  placeholder?: string;
};

/**
 * A yes/no choice sent as the wire values `yes` / `no` and shown in the UI language. A native select:
 * it works with `register` like a text input, and the keyboard and phones handle it natively.
 */
export function YesNoSelect({ placeholder, ...props }: YesNoSelectProps) {
  const { t } = useTranslation();
  const answers = YES_NO.map((value) => ({ value, label: t(`forms.${value}`) }));
  const data = placeholder ? [{ value: '', label: placeholder, disabled: true }, ...answers] : answers;
  return <NativeSelect data={data} {...props} />;
}
