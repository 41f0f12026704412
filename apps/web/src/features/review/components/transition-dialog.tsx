import { Checkbox, Group, NativeSelect, Text, Textarea } from '@mantine/core';
import { messageKey } from '@portal/i18n/browser';
import {
  DECLINE_REASONS,
  type DeclineReason,
  PRECHECK_KEYS,
  PRECHECK_SECTIONS,
  type PrecheckKind,
  type PrecheckStatus,
  REVIEW_MESSAGE_MAX,
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
  kind: PrecheckKind;
  from: PrecheckStatus;
  to: PrecheckStatus;
  action: ReviewAction;
  onConfirm: (body: TransitionRequest) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Confirms one move: says what it does and what the applicant is sent, asks what it needs (the shared
 * table says which: a message to ask the applicant, with the form's sections to mark; a reason to
 * decline; a note to reopen), and stays open with the fields kept when the server refuses it.
 */
export function TransitionDialog({ kind, from, to, action, onConfirm, onClose }: TransitionDialogProps) {
  const { t } = useTranslation();
  const requires = transitionRequirement(from, to);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [sections, setSections] = useState<string[]>([]);
  const [missing, setMissing] = useState<'reason' | 'note' | 'message' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const fieldError = (field: 'reason' | 'note' | 'message') => {
    if (missing === field) return t('validation.required');
    return fieldFailure(failure, field);
  };

  async function confirm() {
    if (requires === 'reason' && !reason) return setMissing('reason');
    if (requires === 'note' && !note.trim()) return setMissing('note');
    if (requires === 'message' && !message.trim()) return setMissing('message');
    setMissing(null);
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm({
        to,
        ...(reason && { reason }),
        ...(note.trim() && { note: note.trim() }),
        ...(requires === 'message' && { message: message.trim(), sections }),
      });
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
      {requires === 'message' ? (
        <>
          <Textarea
            label={t('review.message')}
            description={t('review.messageHint')}
            required
            autosize
            minRows={4}
            maxLength={REVIEW_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={fieldError('message')}
          />
          <Checkbox.Group label={t('review.sections')} value={sections} onChange={setSections}>
            <Group mt="xs" gap="sm">
              {PRECHECK_SECTIONS[kind].map((section) => (
                <Checkbox
                  key={section}
                  value={section}
                  label={t(messageKey(PRECHECK_KEYS[kind].section(section)))}
                />
              ))}
            </Group>
          </Checkbox.Group>
        </>
      ) : (
        <InternalNoteInput
          label={t('review.note')}
          required={requires === 'note'}
          value={note}
          onChange={setNote}
          error={fieldError('note')}
        />
      )}
    </ConfirmDialog>
  );
}
