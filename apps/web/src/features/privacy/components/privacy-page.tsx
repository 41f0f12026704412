import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  precheckScreenPath,
  type PrecheckKind,
  type PrecheckType,
  type RetentionStatus,
  type SubjectErasure,
  type SubjectHoldings,
} from '@portal/shared';
import { type FormEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FailureAlert } from '@/components/ui/failure-alert';
import { PageHeader } from '@/components/ui/page-header';
import { LoadFailed } from '@/components/ui/query-frame';
import { SuccessAlert } from '@/components/ui/success-alert';
import { useFileAction } from '@/components/ui/use-file-action';
import { paths } from '@/config/paths';
import { failureMessage, isApiError } from '@/lib/api-client';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatDuration, formatNumber } from '@/lib/numbers';
import { PrecheckTypeBadge } from '@/features/precheck';
import { StatusBadge } from '@/features/review';
import { useTakeFocus } from '@/lib/use-take-focus';
import { useEraseSubject } from '../api/erase-subject';
import { exportSubject } from '../api/export-subject';
import { useFindSubject } from '../api/find-subject';
import { useRetention } from '../api/get-retention';
import { useReleaseLegalHold } from '../api/release-legal-hold';
import { ErasedInSnapshotsText } from './erased-in-snapshots';

/** The kind as the privacy API names it, and as the badge the dashboard and lists show names it. */
const TYPE_OF_KIND: Record<PrecheckKind, PrecheckType> = { pos: 'POS', ecom: 'ECOM' };

function PrecheckLink({ kind, id, reference }: { kind: PrecheckKind; id: string; reference: string }) {
  return (
    <Anchor component={Link} to={precheckScreenPath(kind, id)}>
      {reference}
    </Anchor>
  );
}

/** A section of the screen: a heading and what it holds, framed like the other screens' panels. */
function Section({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  /** Where focus goes when what had it leaves the screen (a released hold's row). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    // An address is one long word: it breaks anywhere rather than widen the page past a phone's.
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={id}
      style={{ overflowWrap: 'anywhere' }}
    >
      <Stack gap="sm">
        <Title
          order={2}
          size="h4"
          id={id}
          ref={headingRef}
          {...(headingRef && { tabIndex: -1, style: { outline: 'none' } })}
        >
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type HeldRow = SubjectHoldings['prechecks'][number];

const holdsNothing = (holdings: SubjectHoldings) =>
  holdings.prechecks.length === 0 &&
  holdings.merchants.length === 0 &&
  !holdings.user &&
  holdings.messages === 0 &&
  holdings.auditEntries === 0;

/** What the portal holds about the address found, with export and erase. */
function Holdings({ holdings, onErase }: { holdings: SubjectHoldings; onErase: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const download = useFileAction(() => exportSubject(holdings.email));
  const columns: DataTableColumn<HeldRow>[] = [
    {
      id: 'reference',
      header: t('privacy.holdings.reference'),
      card: 'title',
      cell: (row) => <PrecheckLink {...row} />,
    },
    {
      id: 'kind',
      header: t('privacy.holdings.kind'),
      noWrap: true,
      card: 'meta',
      cell: (row) => <PrecheckTypeBadge type={TYPE_OF_KIND[row.kind]} />,
    },
    {
      id: 'status',
      header: t('privacy.holdings.status'),
      card: 'line',
      cardLabel: true,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'held',
      header: t('privacy.holdings.hold'),
      card: 'line',
      cardLabel: true,
      cell: (row) => (row.held ? t('privacy.holdings.held') : t('privacy.holdings.notHeld')),
    },
  ];
  if (holdsNothing(holdings)) return <Text>{t('privacy.find.nothing', { address: holdings.email })}</Text>;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('privacy.holdings.title', { address: holdings.email })}
      </Title>
      {holdings.prechecks.length === 0 ? (
        <Text>{t('privacy.holdings.noPrechecks')}</Text>
      ) : (
        <DataTable
          label={t('privacy.holdings.prechecks')}
          columns={columns}
          rows={holdings.prechecks}
          empty={t('privacy.holdings.noPrechecks')}
          minWidth={520}
        />
      )}
      <List spacing={4}>
        <List.Item>
          {t('privacy.holdings.merchants')}:{' '}
          {holdings.merchants.length === 0
            ? t('privacy.holdings.noMerchants')
            : holdings.merchants.map((merchant, i) => (
                <span key={merchant.id}>
                  {i > 0 && ', '}
                  <Anchor component={Link} to={paths.merchant.getHref(merchant.id)}>
                    {merchant.company}
                  </Anchor>
                </span>
              ))}
        </List.Item>
        <List.Item>
          {t('privacy.holdings.user')}:{' '}
          {holdings.user
            ? t('privacy.holdings.userRole', { role: t(`users.roles.${holdings.user.role}`) })
            : t('privacy.holdings.noUser')}
        </List.Item>
        <List.Item>
          {t('privacy.holdings.messages', { count: formatNumber(holdings.messages, language) })}
        </List.Item>
        <List.Item>
          {t('privacy.holdings.auditEntries', { count: formatNumber(holdings.auditEntries, language) })}
        </List.Item>
      </List>
      {download.failed && (
        <FailureAlert onClose={download.dismiss}>{t('privacy.export.failed')}</FailureAlert>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={download.run} loading={download.busy}>
          {t('privacy.export.button')}
        </Button>
        <Button color="red.9" onClick={onErase}>
          {t('privacy.erase.button')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The erasure's confirmation: a reason, and the address typed again before Erase is offered. */
function EraseDialog({
  email,
  onClose,
  onErased,
}: {
  email: string;
  onClose: () => void;
  onErased: (erasure: SubjectErasure) => void;
}) {
  const { t } = useTranslation();
  const erase = useEraseSubject();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const reasonError = isApiError(erase.error)
    ? erase.error.errors.find((error) => error.path === 'reason')?.message
    : undefined;
  const confirm = () => {
    if (!matches) return;
    erase.mutate({ email, reason }, { onSuccess: onErased });
  };
  return (
    <ConfirmDialog
      opened
      title={t('privacy.erase.title', { address: email })}
      message={t('privacy.erase.message')}
      confirmLabel={t('privacy.erase.confirm')}
      confirmDisabled={!matches || reason.trim() === ''}
      onConfirm={confirm}
      onCancel={onClose}
      busy={erase.isPending}
      error={
        erase.isError && !reasonError ? (
          <Alert color="red" role="alert" title={t('privacy.erase.failed')}>
            {failureMessage(erase.error)}
          </Alert>
        ) : undefined
      }
    >
      <Textarea
        label={t('privacy.erase.reason')}
        description={t('privacy.erase.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonError}
        autosize
        minRows={2}
        required
      />
      <TextInput
        label={t('privacy.erase.confirmEmail')}
        description={email}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        required
      />
    </ConfirmDialog>
  );
}

/** What an erasure did: counts, the pseudonym, and the held pre-checks it kept. */
function ErasureDone({
  email,
  erasure,
  onClose,
}: {
  email: string;
  erasure: SubjectErasure;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // What had focus (the dialog's Erase, the holdings' buttons) is gone: the reader goes on from here.
  useTakeFocus(heading);
  const { erased } = erasure;
  const counts = [
    ['prechecks', erased.prechecks],
    ['merchants', erased.merchants],
    ['users', erased.users],
    ['messages', erased.messages],
    ['webhookDeliveries', erased.webhookDeliveries],
    ['auditEntries', erasure.pseudonymizedAuditEntries],
  ] as const;
  return (
    <SuccessAlert onClose={onClose}>
      <Stack gap={6}>
        <Title order={3} size="h5" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('privacy.erase.doneTitle')}
        </Title>
        <Text>{t('privacy.erase.done', { address: email, subject: erasure.subject })}</Text>
        <List spacing={2}>
          {counts.map(([key, count]) => (
            <List.Item key={key}>
              {t(`privacy.erase.result.${key}`, { count: formatNumber(count, language) })}
            </List.Item>
          ))}
        </List>
        {erasure.held.length > 0 && (
          <Text>
            {t('privacy.erase.kept')}{' '}
            {erasure.held.map((held, i) => (
              <span key={held.id}>
                {i > 0 && ', '}
                <PrecheckLink {...held} />
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </SuccessAlert>
  );
}

function FindPerson() {
  const { t } = useTranslation();
  const find = useFindSubject();
  const [email, setEmail] = useState('');
  const [erasing, setErasing] = useState(false);
  const [done, setDone] = useState<{ email: string; erasure: SubjectErasure } | null>(null);
  const emailError = isApiError(find.error)
    ? find.error.errors.find((error) => error.path === 'email')?.message
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    find.mutate(email);
  };
  const found = find.data;
  // WCAG 4.1.3: what a search found is said without moving focus from the address field.
  let announcement = '';
  if (found && !done) {
    announcement = holdsNothing(found)
      ? t('privacy.find.nothing', { address: found.email })
      : t('privacy.find.found', { address: found.email });
  }
  return (
    <Section id="privacy-find" title={t('privacy.find.title')}>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('privacy.find.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
            autoComplete="off"
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={find.isPending}>
            {t('privacy.find.submit')}
          </Button>
        </Group>
      </form>
      {find.isError && !emailError && (
        <FailureAlert onClose={() => find.reset()}>{failureMessage(find.error)}</FailureAlert>
      )}
      {done && <ErasureDone email={done.email} erasure={done.erasure} onClose={() => setDone(null)} />}
      {found && !done && <Holdings holdings={found} onErase={() => setErasing(true)} />}
      {found && erasing && (
        <EraseDialog
          email={found.email}
          onClose={() => setErasing(false)}
          onErased={(erasure) => {
            setErasing(false);
            setDone({ email: found.email, erasure });
          }}
        />
      )}
    </Section>
  );
}

function RetentionSettings({ status }: { status: RetentionStatus }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const period = (seconds: number | null) =>
    seconds === null ? t('privacy.retention.off') : formatDuration(seconds, language);
  const rows = [
    [t('privacy.retention.declined'), period(status.periods.declinedSeconds)],
    [t('privacy.retention.withdrawn'), period(status.periods.withdrawnSeconds)],
    [t('privacy.retention.unanswered'), period(status.periods.unansweredSeconds)],
    [t('privacy.retention.interval'), formatDuration(status.intervalSeconds, language)],
    [
      t('privacy.retention.due'),
      t('privacy.retention.dueCounts', {
        erase: formatNumber(status.due.erase, language),
        withdraw: formatNumber(status.due.withdraw, language),
      }),
    ],
  ];
  return (
    <Section id="privacy-retention" title={t('privacy.retention.title')}>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([term, value]) => (
          <Group key={term} gap="xs" wrap="wrap">
            <Text component="dt" fw={600}>
              {term}:
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <ErasedInSnapshotsText erased={status.erasedInSnapshots} />
    </Section>
  );
}

type Hold = RetentionStatus['holds'][number];

function LegalHolds({ holds }: { holds: Hold[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const release = useReleaseLegalHold();
  const [releasing, setReleasing] = useState<Hold | null>(null);
  const [released, setReleased] = useState<Hold | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The released hold's row, and its button that had focus, are gone: the reader goes on from the
  // section's heading, the notice just under it.
  useTakeFocus(heading, { when: released });
  const columns: DataTableColumn<Hold>[] = [
    {
      id: 'reference',
      header: t('privacy.holdings.reference'),
      card: 'title',
      cell: (row) => <PrecheckLink {...row} />,
    },
    {
      id: 'status',
      header: t('privacy.holdings.status'),
      card: 'meta',
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'reason',
      header: t('privacy.holds.reason'),
      card: 'line',
      cardLabel: true,
      cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.reason}</span>,
    },
    {
      id: 'since',
      header: t('privacy.holds.since'),
      noWrap: true,
      card: 'line',
      cardLabel: true,
      cell: (row) => formatDateTimeMedium(row.at, language),
    },
    {
      id: 'release',
      header: t('privacy.holds.release'),
      card: 'actions',
      cell: (row) => (
        <Button
          size="xs"
          variant="default"
          aria-label={t('privacy.holds.releaseLabel', { reference: row.reference })}
          onClick={() => {
            release.reset();
            setReleased(null);
            setReleasing(row);
          }}
        >
          {t('privacy.holds.release')}
        </Button>
      ),
    },
  ];
  return (
    <Section id="privacy-holds" title={t('privacy.holds.title')} headingRef={heading}>
      {released && (
        <SuccessAlert onClose={() => setReleased(null)}>
          {t('privacy.holds.released', { reference: released.reference })}
        </SuccessAlert>
      )}
      <DataTable
        label={t('privacy.holds.title')}
        columns={columns}
        rows={holds}
        empty={t('privacy.holds.empty')}
        minWidth={640}
      />
      {releasing && (
        <ConfirmDialog
          opened
          tone="neutral"
          title={t('privacy.holds.releaseTitle', { reference: releasing.reference })}
          message={t('privacy.holds.releaseMessage')}
          confirmLabel={t('privacy.holds.release')}
          busy={release.isPending}
          onCancel={() => setReleasing(null)}
          onConfirm={() =>
            release.mutate(
              { kind: releasing.kind, id: releasing.id },
              {
                // The mutation settles once the holds on screen are fetched again (without this one).
                onSuccess: () => {
                  setReleased(releasing);
                  setReleasing(null);
                },
              },
            )
          }
          error={
            release.isError ? (
              <Alert color="red" role="alert" title={t('privacy.holds.releaseFailed')}>
                {failureMessage(release.error)}
              </Alert>
            ) : undefined
          }
        />
      )}
    </Section>
  );
}

/**
 * The admins' Privacy screen (DESIGN §13): a person found by e-mail address, what is held about
 * them, its export and erasure (the address typed again to confirm); the retention in force with
 * what is due next and the snapshots still holding erased people; the legal holds.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const retention = useRetention();
  return (
    <Stack gap="lg">
      <PageHeader title={t('privacy.title')} />
      <Text maw={720}>{t('privacy.intro')}</Text>
      <FindPerson />
      {retention.isError && !retention.data && (
        <LoadFailed onRetry={retention.refetch}>{t('privacy.retention.error')}</LoadFailed>
      )}
      {retention.data && (
        <>
          <RetentionSettings status={retention.data} />
          <LegalHolds holds={retention.data.holds} />
        </>
      )}
      {retention.isPending && <Loader aria-label={t('common.loading')} />}
    </Stack>
  );
}
