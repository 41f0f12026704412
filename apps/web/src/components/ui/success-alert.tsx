import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A done action's notice (sent again, revoked, queued), announced politely, and dismissible by name. */
export function SuccessAlert({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" role="status" withCloseButton closeButtonLabel={t('common.close')} onClose={onClose}>
      {children}
    </Alert>
  );
}
