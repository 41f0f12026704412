import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/**
 * Mantine's "dimmed" grey is 3.3:1 on white and its error red (red.6) 3.3:1 too; secondary text and
 * the messages under invalid fields must reach WCAG AA (4.5:1) wherever they are used, also on the
 * grey page background (red.8 only just passes on white), so errors take red.9. Placeholders too
 * (gray.5, 2.07:1): gray.7.
 */
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-placeholder': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[9],
  },
  dark: {},
});

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
