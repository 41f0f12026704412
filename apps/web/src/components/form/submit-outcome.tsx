import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the last submit came to: shown above the form until the next submit. */
export type SubmitOutcome =
  /** `reference`: the new pre-check's, which the applicant quotes from now on. */
  | { kind: 'success'; reference: string }
  /** `solveAgain`: the captcha was reset after the server failed, and must be solved once more. */
  | { kind: 'failure'; message: string | null; solveAgain?: boolean }
  | null;

/** After a successful submit the form is empty again: take the user back up to the message. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * The green 'Form is successfully submitted' after a 201, or the red failure notice with the server's
 * own explanation; on failure the entries stay, and field errors show under their fields.
 */
export function SubmitOutcomeAlert({ outcome, onClose }: { outcome: SubmitOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (outcome.kind === 'success') {
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        title={t('forms.success')}
        // Mantine's darkest green reaches only 3.8:1 on this light green, short of AA's 4.5:1 (axe on
        // the success screen): the title in near-black, as the Outgoing screen's green badges.
        styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={onClose}
      >
        <Text size="sm">
          {t('forms.reference')}: <strong>{outcome.reference}</strong>
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" title={t('forms.submitFailed')}>
      {outcome.message && <Text size="sm">{outcome.message}</Text>}
      {outcome.solveAgain && <Text size="sm">{t('forms.solveCaptchaAgain')}</Text>}
    </Alert>
  );
}
