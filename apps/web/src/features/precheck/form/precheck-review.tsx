import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ViewSection } from '@portal/shared';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailBlocks, DetailTable, SecretReveal } from '@/components/ui/detail-table';
import { useTakeFocus } from '@/lib/use-take-focus';

export type PrecheckReviewProps = {
  /** Names the review's heading, `${formId}-review-title`. */
  formId: string;
  /** The answers by section, as the detail page and the PDF show a stored record's. */
  sections: readonly ViewSection[];
  /** Back to the form at a section's first field. */
  onChange: (sectionKey: string) => void;
  /** The answer a password row shows when asked: the one typed in, which only this browser has. */
  secret?: () => string;
  /** Above the sections: the last send's failure, if any. */
  feedback: ReactNode;
  /** Below the sections: the captcha, Back and Submit. */
  children: ReactNode;
};

/**
 * "Check your answers" (GOV.UK's pattern): every answer of a valid form by section, laid out
 * from the same view as the detail page and the PDF, so the three cannot disagree; each section with
 * a Change link back to it. It takes focus when it opens, so a screen reader starts at its heading.
 */
export function PrecheckReview({
  formId,
  sections,
  onChange,
  secret,
  feedback,
  children,
}: PrecheckReviewProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `${formId}-review-title`;
  useTakeFocus(heading, { scrollToTop: true });

  return (
    <Stack gap="lg" component="section" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} size="h3" id={titleId} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('forms.review.title')}
        </Title>
        <Text>{t('forms.review.intro')}</Text>
      </Stack>
      {feedback}
      <SecretReveal.Provider value={secret ? () => Promise.resolve(secret()) : null}>
        {sections.map((section) => (
          <Paper
            key={section.key}
            component="section"
            id={section.key}
            aria-labelledby={`${section.key}-review-heading`}
            withBorder
            radius="md"
            p="md"
            style={{ scrollMarginTop: 80 }}
          >
            <Group justify="space-between" align="baseline" mb="xs" wrap="nowrap">
              <Title order={3} size="h4" id={`${section.key}-review-heading`}>
                {section.heading}
              </Title>
              <Anchor
                href={`#${section.key}`}
                aria-label={t('forms.review.changeSection', { section: section.heading })}
                onClick={(event) => {
                  event.preventDefault();
                  onChange(section.key);
                }}
              >
                {t('forms.review.change')}
              </Anchor>
            </Group>
            <DetailTable>
              <DetailBlocks blocks={section.blocks} sectionLevel={3} />
            </DetailTable>
          </Paper>
        ))}
      </SecretReveal.Provider>
      {children}
    </Stack>
  );
}

/** The review's Back button, leaving every value as it was. */
export function BackToFormButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" size="md" onClick={onClick}>
      {t('forms.review.back')}
    </Button>
  );
}
