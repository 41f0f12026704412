import { createTheme } from '@mantine/core';

/** A calm indigo on light grey; Mantine's default system font stack, so nothing loads from a CDN. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  headings: { fontWeight: '650' },
});
