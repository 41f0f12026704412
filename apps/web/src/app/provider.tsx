import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
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

/**
 * Around every screen: Mantine's theme. The query client is not here but around the screens that use
 * it (routes/query-layout.tsx), so the public forms' first load goes without react-query.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
