import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's submit button, busy while its form sends. The second click of a double click sends
 * nothing, even when the first send is answered by then (DESIGN §10: nothing is stored twice).
 */
export function SubmitButton({ children, ...props }: ButtonProps & { id?: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      {...props}
      onClick={(event) => {
        if (event.detail > 1) event.preventDefault();
      }}
    >
      {children}
    </Button>
  );
}
