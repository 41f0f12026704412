import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import { Dash } from './dash';

/** A list cell of several values, e.g. a pre-check's services, as chips; a dash when there are none. */
export function ChipList({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return <Dash />;
  return (
    <Group gap={4}>
      {labels.map((label) => (
        <Badge key={label} variant="light" radius="sm" tt="none">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
