import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { ConfirmDialog } from './confirm-dialog';

export type DeleteButtonProps = {
  /** The confirmation dialog's title and question. */
  title: string;
  message: string;
  /** Deletes; a rejection keeps the dialog open with `errorTitle` and the server's explanation. */
  onDelete: () => Promise<unknown>;
  /** After a successful delete, e.g. navigate to the list. */
  onDeleted: () => void;
  errorTitle: string;
  label?: string;
  /** Names the button for assistive technology where `label` does not say which record, e.g. in a row. */
  accessibleName?: string;
  /** The dialog's confirm button; "Delete" unless the action has its own word, e.g. "Revoke". */
  confirmLabel?: string;
};

/** Delete behind a confirmation dialog (spec §4, "Delete flows"): confirm, delete, then move on. */
export function DeleteButton({
  title,
  message,
  onDelete,
  onDeleted,
  errorTitle,
  label,
  accessibleName,
  confirmLabel,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);

  const cancel = () => {
    setFailure(null);
    close();
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onDelete();
      close();
      onDeleted();
    } catch (error) {
      console.error('Error deleting', error);
      setFailure({ message: isApiError(error) ? error.message : null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="red" variant="light" onClick={open} aria-label={accessibleName}>
        {label ?? t('common.delete')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        onConfirm={() => void confirm()}
        onCancel={cancel}
        busy={busy}
        error={
          failure && (
            <Alert color="red" role="alert" title={errorTitle}>
              {failure.message}
            </Alert>
          )
        }
      />
    </>
  );
}
