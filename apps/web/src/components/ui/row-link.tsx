import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A list row's link button (View, Edit). Every row's button reads the same, so `label` names the row
 * for whoever cannot see which row it stands in, e.g. 'View the merchant ACME'.
 */
export function RowLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="xs" variant="light" aria-label={label}>
      {children}
    </Button>
  );
}
