import type { InvoiceStatement } from '@alvorada/contracts';

/** What a dialog acting on one invoice's statement (second copy, payment) is opened with. */
export interface StatementDialogProps {
  statement: InvoiceStatement;
  open: boolean;
  onClose: () => void;
}
