import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  availableTransitions,
  type PrecheckKind,
  type PrecheckStatus,
  type ReviewState,
} from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatDateTimeMedium } from '@/lib/dates';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useAssignPrecheck } from '../api/assign-precheck';
import { useTransitionPrecheck } from '../api/transition-precheck';
import type { Reviewer } from '../reviewer';
import { NoteForm } from './note-form';
import { actionOf, type ReviewAction } from './review-actions';
import { AssignTo } from './assign-to';
import { ReviewHistoryList } from './review-history';
import { ReviewVersions } from './review-versions';
import { StatusBadge } from './status-badge';
import { TransitionDialog } from './transition-dialog';
import { failureMessage } from '@/lib/api-client';

export type ReviewPanelProps = {
  kind: PrecheckKind;
  id: string;
  review: ReviewState;
  /** The ETag the pre-check was read with, which every move names (DESIGN §12). */
  etag: string | null;
  /** Who looks: a staff member (admins may also reopen a decision). */
  reviewer: Reviewer;
};

type Move = { to: PrecheckStatus; action: ReviewAction };

/**
 * A pre-check's review on its detail page (DESIGN §12): where it stands (status, since when, overdue,
 * whose it is, the decision), the moves the status allows, each confirmed in a dialog, and its history.
 */
export function ReviewPanel({ kind, id, review, etag, reviewer }: ReviewPanelProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const transition = useTransitionPrecheck();
  const assign = useAssignPrecheck();
  const [open, setOpen] = useState<Move | null>(null);
  const proposer = review.proposedBy?.id === reviewer.id;
  const moves = availableTransitions(review.status, reviewer.role, proposer).flatMap((to) => {
    const action = actionOf(review.status, to);
    return action ? [{ to, action }] : [];
  });
  const { decision } = review;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="review-title">
          {t('review.title')}
        </Title>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('review.status')}:
          </Text>
          <StatusBadge status={review.status} />
          {review.overdue && (
            <Badge color="red" variant="filled" bg="red.9" radius="sm">
              {t('review.overdue')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('review.since', { date: formatDateTimeMedium(review.statusChangedAt, language) })}
        </Text>
        <Group gap="xs">
          <Text size="sm">
            <Text span fw={600}>
              {t('review.assignee')}:
            </Text>{' '}
            {review.assignee?.name ?? t('review.unassigned')}
          </Text>
          {review.assignee?.id !== reviewer.id && (
            <Button
              size="compact-sm"
              variant="light"
              loading={assign.isPending && assign.variables.assigneeId === reviewer.id}
              onClick={() => assign.mutate({ kind, id, assigneeId: reviewer.id, etag })}
            >
              {t('review.take')}
            </Button>
          )}
        </Group>
        <AssignTo
          key={review.assignee?.id ?? 'nobody'}
          assigneeId={review.assignee?.id ?? null}
          busy={assign.isPending}
          onAssign={(assigneeId) => assign.mutate({ kind, id, assigneeId, etag })}
        />
        {assign.isError && (
          <FailureAlert onClose={() => assign.reset()}>{failureMessage(assign.error)}</FailureAlert>
        )}
        {review.proposedBy && (
          <Text size="sm">
            {t(proposer ? 'review.proposedByYou' : 'review.proposedBy', { name: review.proposedBy.name })}
          </Text>
        )}
        {decision && (
          <Text size="sm">
            <Text span fw={600}>
              {t('review.decision')}:
            </Text>{' '}
            {t(decision.decidedBy ? 'review.decidedBy' : 'review.decidedByNobody', {
              outcome: t(`review.statuses.${decision.outcome}`),
              date: formatDateTimeMedium(decision.decidedAt, language),
              name: decision.decidedBy?.name,
            })}
            {decision.reason && ` (${t(`review.reasons.${decision.reason}`)})`}
          </Text>
        )}
        {moves.length > 0 ? (
          <Group gap="sm">
            {moves.map((move) => (
              <Button
                key={move.to}
                variant={move.to === 'declined' || move.to === 'withdrawn' ? 'default' : 'filled'}
                onClick={() => setOpen(move)}
              >
                {t(`review.actions.${move.action}`)}
              </Button>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('review.noActions')}
          </Text>
        )}
        <ReviewVersions kind={kind} id={id} version={review.version} />
        <ReviewHistoryList kind={kind} id={id} />
        <NoteForm kind={kind} id={id} />
      </Stack>
      {open && (
        <TransitionDialog
          kind={kind}
          from={review.status}
          to={open.to}
          action={open.action}
          onConfirm={(body) => transition.mutateAsync({ kind, id, body, etag })}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
