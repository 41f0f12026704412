import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is phone-narrow (below Mantine's `sm`), where a list's table would scroll its
 * action buttons out of sight and the list shows compact blocks instead. Read at once, so a phone
 * never renders the table first.
 */
export function useNarrowScreen(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
}
