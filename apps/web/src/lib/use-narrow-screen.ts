import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than a Mantine breakpoint (by default `sm`: phone-narrow, where a
 * list's table would scroll its action buttons out of sight and the list shows compact blocks
 * instead). Read at once, so a phone never renders the wide layout first.
 */
export function useNarrowScreen(below: MantineBreakpoint = 'sm'): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${theme.breakpoints[below]})`, undefined, {
    getInitialValueInEffect: false,
  });
}
