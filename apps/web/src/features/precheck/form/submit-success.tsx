import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PrecheckCreated } from '@portal/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '@/components/ui/copy-value-button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useFileAction } from '@/components/ui/use-file-action';
import type { PrecheckCopy } from '@/features/precheck/api/create-precheck';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useTakeFocus } from '@/lib/use-take-focus';

export type SubmitSuccessProps = {
  /** The 201 answer: reference, when it was received, where the confirmation goes, the copy's token. */
  created: PrecheckCreated;
  /** The PDF of what was sent. */
  copy: PrecheckCopy;
  /** Starts a fresh form. */
  onAnother: () => void;
};

/**
 * The success page (spec §5's 'Form is successfully submitted'): the reference the applicant
 * quotes from now on, when it was received, what happens next, where the confirmation went, and their
 * copy of what was sent. It takes focus, so a screen reader says it and the keyboard starts here.
 */
export function SubmitSuccess({ created, copy, onAnother }: SubmitSuccessProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const download = useFileAction(copy.download);
  useTakeFocus(heading, { scrollToTop: true });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="success-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="success-title" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('forms.success')}
        </Title>
        <dl style={{ margin: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" fw={600}>
              {t('forms.reference')}:
            </Text>
            <Group component="dd" m={0} gap="xs">
              <Text span ff="monospace" fz="lg" fw={700}>
                {created.reference}
              </Text>
              <CopyValueButton
                size="compact-sm"
                value={created.reference}
                label={t('forms.successPage.copyReference')}
              />
            </Group>
          </Group>
          <Group gap="xs" wrap="wrap" mt="xs">
            <Text component="dt" fw={600}>
              {t('forms.successPage.received')}:
            </Text>
            <Text component="dd" m={0}>
              {formatDateTimeMedium(created.createdAt, currentLanguage())}
            </Text>
          </Group>
        </dl>
        <Text>{t('forms.successPage.confirmationSent', { address: created.confirmationTo })}</Text>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('forms.successPage.nextTitle')}
          </Title>
          <Text>{t('forms.successPage.next')}</Text>
        </Stack>
        {download.failed && (
          <FailureAlert onClose={download.dismiss}>{t('forms.successPage.downloadFailed')}</FailureAlert>
        )}
        <Group gap="sm">
          <Button
            component="a"
            href={copy.href}
            onClick={(event) => {
              event.preventDefault();
              download.run();
            }}
            loading={download.busy}
          >
            {t('forms.successPage.download')}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('forms.successPage.another')}
          </Button>
        </Group>
        {created.copyToken && (
          <Text size="sm" c="gray.7">
            {t('forms.successPage.downloadLimit')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
