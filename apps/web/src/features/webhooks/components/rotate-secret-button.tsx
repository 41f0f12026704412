import { Alert, Button } from '@mantine/core';
import { WEBHOOK_PREVIOUS_SECRET_HOURS } from '@portal/shared';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';

/** A rotation's outcome: the new secret, and until when the one before it still signs. */
export type RotatedSecret = { secret: string; previousUntil: Date };

/**
 * **Rotate secret** behind a confirmation: the new secret goes to `onRotated`, to be shown once; a
 * refusal keeps the dialog open with the server's reason.
 */
export function RotateSecretButton({
  id,
  onRotated,
}: {
  id: string;
  onRotated: (rotated: RotatedSecret) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret();
  const [opened, { open, close }] = useDisclosure(false);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);

  const cancel = () => {
    setFailure(null);
    close();
  };

  const confirm = () => {
    setFailure(null);
    rotate.mutate(id, {
      onSuccess: ({ secret }) => {
        close();
        // The server's clock decides; the endpoint, read again, says its own time (`previousSecretExpiresAt`).
        onRotated({ secret, previousUntil: new Date(Date.now() + WEBHOOK_PREVIOUS_SECRET_HOURS * 3600_000) });
      },
      onError: (error) => {
        console.error('Error rotating webhook secret', error);
        setFailure({ message: isApiError(error) ? error.message : null });
      },
    });
  };

  return (
    <>
      <Button variant="default" onClick={open}>
        {t('webhooks.rotate.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('webhooks.rotate.title')}
        message={t('webhooks.rotate.message', { hours: WEBHOOK_PREVIOUS_SECRET_HOURS })}
        confirmLabel={t('webhooks.rotate.confirm')}
        onConfirm={confirm}
        onCancel={cancel}
        busy={rotate.isPending}
        error={
          failure && (
            <Alert color="red" role="alert" title={t('webhooks.rotate.error')}>
              {failure.message}
            </Alert>
          )
        }
      />
    </>
  );
}
