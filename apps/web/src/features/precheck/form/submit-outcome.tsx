import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A submit that failed, shown above the form until the next submit (a success leaves the form for the
 * success page). `solveAgain`: the captcha was reset after the server failed, and must be solved once
 * more.
 */
export type SubmitOutcome = { kind: 'failure'; message: string | null; solveAgain?: boolean } | null;

/**
 * The red failure notice with the server's own explanation; the entries stay, and field errors show
 * under their fields.
 */
export function SubmitOutcomeAlert({ outcome }: { outcome: SubmitOutcome }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('forms.submitFailed')}>
      {outcome.message && <Text size="sm">{outcome.message}</Text>}
      {outcome.solveAgain && <Text size="sm">{t('forms.solveCaptchaAgain')}</Text>}
    </Alert>
  );
}
