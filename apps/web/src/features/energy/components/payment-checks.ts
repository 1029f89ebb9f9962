import { INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';

/** Why a payment's field is refused, as `energy.invoice.payment.problem.<code>` says it. */
export type PaymentProblem =
  'invalidDate' | 'dateFuture' | 'dateBeforeIssue' | 'invalidAmount' | 'amountPositive' | 'overOpen';

/**
 * The server's checks of a payment, made as it is typed: the day the money arrived, from the invoice's issue
 * to today; an amount above zero and, unless the excess is to become the customer's credit, up to what is open.
 */
export function paymentProblems(input: {
  on: string;
  centavos: number | null;
  issueDate: string;
  today: string;
  openCentavos: number;
  excessAsCredit: boolean;
}): { credited_on?: PaymentProblem; amount_centavos?: PaymentProblem } {
  const day = input.on === INVALID_DATE || !/^\d{4}-\d{2}-\d{2}$/.test(input.on);
  return {
    credited_on: day
      ? 'invalidDate'
      : input.on > input.today
        ? 'dateFuture'
        : input.on < input.issueDate
          ? 'dateBeforeIssue'
          : undefined,
    amount_centavos:
      input.centavos === null
        ? 'invalidAmount'
        : input.centavos <= 0
          ? 'amountPositive'
          : input.centavos > input.openCentavos && !input.excessAsCredit
            ? 'overOpen'
            : undefined,
  };
}
