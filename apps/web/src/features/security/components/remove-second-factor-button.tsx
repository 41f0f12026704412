import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useRemoveSecondFactor } from '../api/remove-second-factor';

/** A merchant turns their second factor off, after a confirmation. */
export function RemoveSecondFactorButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useRemoveSecondFactor();

  const cancel = () => {
    remove.reset();
    close();
  };

  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        {t('mfa.security.remove')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('mfa.security.removeTitle')}
        message={t('mfa.security.removeMessage')}
        confirmLabel={t('mfa.security.removeConfirm')}
        onConfirm={() => remove.mutate(undefined, { onSuccess: close })}
        onCancel={cancel}
        busy={remove.isPending}
        error={
          remove.isError && (
            <Alert color="red" role="alert" title={t('mfa.security.removeError')}>
              {isApiError(remove.error) ? remove.error.message : null}
            </Alert>
          )
        }
      />
    </>
  );
}
