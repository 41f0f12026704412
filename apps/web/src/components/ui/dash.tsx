import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A missing value in a table (spec §2: "Missing values show a dash"); gray.7 keeps AA contrast. */
export function Dash() {
  const { t } = useTranslation();
  return (
    <Text span c="gray.7" fz="inherit">
      {t('forms.dash')}
    </Text>
  );
}
