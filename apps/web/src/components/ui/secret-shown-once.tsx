import '@mantine/core/styles/Code.css';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { CopyValueButton } from '@/components/ui/copy-value-button';
import { useTakeFocus } from '@/lib/use-take-focus';

export type SecretShownOnceProps = {
  title: string;
  /** That it will not be shown again. */
  once: string;
  /** What the value is, its label for screen readers too. */
  label: string;
  value: string;
  copyLabel: string;
  doneLabel: string;
  /** Said below the warning, e.g. until when a rotated-out secret still signs. */
  note?: ReactNode;
  /** Another way on beside Done, e.g. a link to what was just created. */
  action?: ReactNode;
  testId: string;
  /** The value has been taken: it leaves the screen, and nothing can show it again. */
  onDone: () => void;
};

/**
 * A credential the server keeps only as a hash or encrypted for its own use (an API key, a webhook's
 * signing secret), shown this once with a way to copy it.
 */
export function SecretShownOnce(props: SecretShownOnceProps) {
  const { title, once, label, value, copyLabel, doneLabel, note, action, testId, onDone } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const valueLabel = useId();
  // What had focus (the form, the dialog's button) is gone: the reader goes on from here.
  useTakeFocus(heading);

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-teal-9)', borderWidth: 2 }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Text fw={600}>{once}</Text>
        {note && <Text size="sm">{note}</Text>}
        <Text size="sm" id={valueLabel}>
          {label}
        </Text>
        <Code
          block
          aria-labelledby={valueLabel}
          fz="md"
          data-testid={testId}
          // No spaces to break at: on a phone it wraps anywhere rather than run off the screen.
          w="100%"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {value}
        </Code>
        <Group gap="sm">
          <CopyValueButton value={value} label={copyLabel} />
          {action}
          <Button onClick={onDone}>{doneLabel}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
