import { Text } from '@mantine/core';

/** 'Form progress' above the list, beside the form or in the bar's menu; the list is named by it. */
export function ProgressTitle({ id, children }: { id: string; children: string }) {
  return (
    <Text id={id} fw={650} size="sm" px="xs" pb={4}>
      {children}
    </Text>
  );
}
