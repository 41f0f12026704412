import { Anchor, Stack, Text } from '@mantine/core';
import { Dash } from './dash';

/** A list's contact: the person, with a mailto link of the e-mail below, or a dash when both are missing. */
export function ContactCell({
  name,
  email,
}: {
  name: string | null | undefined;
  email: string | null | undefined;
}) {
  if (!name && !email) return <Dash />;
  return (
    <Stack gap={0}>
      {name && <Text size="sm">{name}</Text>}
      {email && (
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
      )}
    </Stack>
  );
}
