import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { YES_NO } from '@portal/shared';
import { useTranslation } from 'react-i18next';

export type YesNoSelectProps = Omit<NativeSelectProps, 'data'>;

/**
 * A yes/no choice sent as the wire values `yes` / `no` and shown in the UI language. A native select:
 * it works with `register` like a text input, and the keyboard and phones handle it natively.
 */
export function YesNoSelect(props: YesNoSelectProps) {
  const { t } = useTranslation();
  return <NativeSelect data={YES_NO.map((value) => ({ value, label: t(`forms.${value}`) }))} {...props} />;
}
