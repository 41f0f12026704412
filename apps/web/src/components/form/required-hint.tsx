import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The asterisk convention of every form: a required field passes `required` (text inputs, selects)
 * or `withAsterisk` (checkbox and radio groups) to its Mantine component, which draws the red
 * asterisk after the label; forms set `noValidate`, so the browser's own bubbles never compete with
 * ours. This line explains the asterisk once, above the form.
 */
export function RequiredHint() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="gray.7">
      {t('forms.requiredHint')}
    </Text>
  );
}
