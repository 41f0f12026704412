import { NativeSelect, Text } from '@mantine/core';
import {
  DECLINE_REASONS,
  type DeclineReason,
  type PrecheckStatus,
  transitionRequirement,
  type TransitionRequest,
} from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { failureMessage, fieldFailure } from '@/lib/api-client';
import { InternalNoteInput } from './internal-note-input';
import type { ReviewAction } from './review-actions';

export type TransitionDialogProps = {
  from: PrecheckStatus;
  to: PrecheckStatus;
  action: ReviewAction;
  onConfirm: (body: TransitionRequest) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Confirms one move: says what it does, asks what it needs (the shared table says which: a reason to
 * decline, a note to reopen), and stays open with the fields kept when the server refuses it.
 */
export function TransitionDialog({ from, to, action, onConfirm, onClose }: TransitionDialogProps) {
  const { t } = useTranslation();
  const requires = transitionRequirement(from, to);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'reason' | 'note' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const fieldError = (field: 'reason' | 'note') => {
    if (missing === field) return t('validation.required');
    return fieldFailure(failure, field);
  };

  async function confirm() {
    if (requires === 'reason' && !reason) return setMissing('reason');
    if (requires === 'note' && !note.trim()) return setMissing('note');
    setMissing(null);
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm({ to, ...(reason && { reason }), ...(note.trim() && { note: note.trim() }) });
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      opened
      title={t(`review.actions.${action}`)}
      message={t(`review.explain.${action}`)}
      confirmLabel={t('review.confirm')}
      tone="neutral"
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={busy}
      error={
        failure !== null && (
          <FailureAlert onClose={() => setFailure(null)}>
            <Text fw={600} size="sm">
              {t('review.failed')}
            </Text>
            <Text size="sm">{failureMessage(failure)}</Text>
          </FailureAlert>
        )
      }
    >
      {requires === 'reason' && (
        <NativeSelect
          label={t('review.reason')}
          required
          data={[
            { value: '', label: '' },
            ...DECLINE_REASONS.map((value) => ({ value, label: t(`review.reasons.${value}`) })),
          ]}
          value={reason ?? ''}
          onChange={(event) => setReason((event.currentTarget.value || null) as DeclineReason | null)}
          error={fieldError('reason')}
        />
      )}
      <InternalNoteInput
        label={t('review.note')}
        required={requires === 'note'}
        value={note}
        onChange={setNote}
        error={fieldError('note')}
      />
    </ConfirmDialog>
  );
}
