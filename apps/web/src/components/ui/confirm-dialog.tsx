import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  /** Defaults to "Delete": every confirmation in the product so far guards a deletion. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on the confirm button and keeps the dialog from being dismissed mid-request. */
  busy?: boolean;
  /** Shown above the buttons, e.g. why the last attempt failed. */
  error?: ReactNode;
  /** What the confirmation asks for besides yes or no (a reason, a note), under the message. */
  children?: ReactNode;
  /** A deletion's confirm button is red; another change's is the theme's own. */
  tone?: 'danger' | 'neutral';
  /** Keeps the confirm button off until what the children ask for is given (a typed address). */
  confirmDisabled?: boolean;
};

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  children,
  tone = 'danger',
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // The title is the question being asked: set it apart from the message below it.
      styles={{
        title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' },
      }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        {error}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          {/* red.9: white on the default red (shade 7) reaches only 3.8:1, under WCAG AA's 4.5:1. */}
          <Button
            {...(tone === 'danger' && { color: 'red.9' })}
            onClick={onConfirm}
            loading={busy}
            disabled={confirmDisabled}
          >
            {confirmLabel ?? t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
