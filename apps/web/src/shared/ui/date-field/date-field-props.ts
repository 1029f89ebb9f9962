import type { ReactNode } from 'react';

/** What a date field hands back while what is typed is not a whole, real date. */
export const INVALID_DATE = 'invalid';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  /** Called with 'YYYY-MM-DD', '' when cleared, or INVALID_DATE while the text is not a date. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
}
