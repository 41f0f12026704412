import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { messageKey } from '@portal/i18n/browser';
import { PRECHECK_KEYS, type UpdateRequest, type UpdateSaved } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EcomPrecheckForm } from '@/features/precheck/ecom/components/ecom-precheck-form';
import { PosPrecheckForm } from '@/features/precheck/pos/components/pos-precheck-form';
import { failureMessage } from '@/lib/api-client';
import { refreshLiveQueries } from '@/lib/live-query-client';
import { getUpdateRequest, saveUpdate, type UpdateSource, withdrawUpdate } from './update-api';

type Step =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'form'; request: UpdateRequest }
  | { step: 'saved'; saved: UpdateSaved }
  | { step: 'withdrawn'; reference: string };

/**
 * Where a request for information's link leads (DESIGN §12): the team's message on top, the form of
 * the pre-check's kind filled with the answers as sent and the sections asked about marked, the same
 * review before sending, then a thank-you. The applicant may withdraw instead. A closed or unknown
 * link says so in the applicant's language (the server's `update_closed` or `not_found`). The signed-in
 * merchant who submitted it answers the same way from their overview (`source` names their pre-check).
 */
export function UpdatePrecheckPage({ source }: { source: UpdateSource }) {
  const { t } = useTranslation();
  const [state, setState] = useState<Step>({ step: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    getUpdateRequest(source, controller.signal).then(
      (request) => setState({ step: 'form', request }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ step: 'failed', message: failureMessage(failure) });
      },
    );
    return () => controller.abort();
  }, [source]);

  const title = (
    <Title order={1} size="h2" id="update-precheck-title">
      {t('forms.update.title')}
    </Title>
  );
  if (state.step === 'loading') return <Loader aria-label={t('forms.update.loading')} />;
  if (state.step === 'failed')
    return (
      <Stack gap="lg">
        {title}
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      </Stack>
    );
  if (state.step === 'saved')
    return (
      <Stack gap="lg">
        {title}
        <Alert color="green" role="status" title={t('forms.update.savedTitle')}>
          {t('forms.update.saved', state.saved)}
        </Alert>
      </Stack>
    );
  if (state.step === 'withdrawn')
    return (
      <Stack gap="lg">
        {title}
        <Alert color="gray" role="status">
          {t('forms.update.withdrawn', { reference: state.reference })}
        </Alert>
      </Stack>
    );

  const { request } = state;
  const start = { values: request.answers, marked: request.sections };
  const draftKey = `precheck-update:${request.reference}`;
  const onSubmit = ({ data }: { data: unknown }) => saveUpdate(source, data);
  const onCreated = (saved: UpdateSaved) => {
    setState({ step: 'saved', saved });
    // A signed-in merchant's overview shows the pre-check in review again.
    void refreshLiveQueries();
  };
  const withdraw = async () => {
    setWithdrawing(true);
    setWithdrawError(undefined);
    try {
      await withdrawUpdate(source);
      setState({ step: 'withdrawn', reference: request.reference });
      void refreshLiveQueries();
    } catch (failure) {
      setWithdrawError(failureMessage(failure));
    } finally {
      setWithdrawing(false);
    }
  };
  const sections = request.sections.map((section) =>
    t(messageKey(PRECHECK_KEYS[request.kind].section(section))),
  );

  return (
    <Stack gap="lg">
      {title}
      <Alert color="blue" title={t('forms.update.message', { reference: request.reference })}>
        <Stack gap="xs">
          {request.message.split(/\n+/).map((line, index) => (
            <Text key={index} size="sm">
              {line}
            </Text>
          ))}
          {sections.length > 0 && (
            <Text size="sm" fw={600}>
              {t('forms.update.sections', { sections: sections.join(', ') })}
            </Text>
          )}
        </Stack>
      </Alert>
      {request.kind === 'pos' ? (
        <PosPrecheckForm<UpdateSaved>
          variant="internal"
          draftKey={draftKey}
          start={start}
          onSubmit={onSubmit}
          onCreated={onCreated}
        />
      ) : (
        <EcomPrecheckForm<UpdateSaved>
          variant="internal"
          draftKey={draftKey}
          start={start}
          onSubmit={onSubmit}
          onCreated={onCreated}
        />
      )}
      <Group>
        <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
          {t('forms.update.withdraw')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('forms.update.withdrawTitle')}
        message={t('forms.update.withdrawExplain', { reference: request.reference })}
        confirmLabel={t('forms.update.withdraw')}
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirming(false)}
        busy={withdrawing}
        error={withdrawError}
      />
    </Stack>
  );
}
