import { Alert, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useResetSecondFactor } from '../api/reset-second-factor';

/** "Reset second factor" of another user (DESIGN §9), after a confirmation; says when it is done. */
export function ResetSecondFactorButton({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const reset = useResetSecondFactor();

  const cancel = () => {
    reset.reset();
    close();
  };

  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        {t('mfa.reset.button')}
      </Button>
      <Text size="sm" role="status">
        {reset.isSuccess ? t('mfa.reset.done', { name }) : null}
      </Text>
      <ConfirmDialog
        opened={opened}
        title={t('mfa.reset.title')}
        message={t('mfa.reset.message', { name })}
        confirmLabel={t('mfa.reset.confirm')}
        onConfirm={() => reset.mutate(userId, { onSuccess: close })}
        onCancel={cancel}
        busy={reset.isPending}
        error={
          reset.isError && (
            <Alert color="red" role="alert" title={t('mfa.reset.error')}>
              {isApiError(reset.error) ? reset.error.message : null}
            </Alert>
          )
        }
      />
    </>
  );
}
