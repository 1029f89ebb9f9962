import type { TFunction } from 'i18next';
import type { BillingCycle, CheckoutInput } from '@alvorada/contracts';

/**
 * The order as the admin inbox receives it. The card's number travels only as its last four digits; its
 * expiry and CVC never leave the browser.
 */
export function orderMessage(
  t: TFunction,
  order: { values: CheckoutInput; plan: string; cycle: BillingCycle; total: string; reference: string },
) {
  const { values } = order;
  const method = t(`public.payment.methods.${values.method}`);
  const lines = [
    t('public.payment.mail.demo'),
    `${t('public.payment.mail.reference')}: ${order.reference}`,
    `${t('public.payment.mail.plan')}: ${order.plan} (${t(`public.pricing.${order.cycle}`)})`,
    `${t('public.payment.mail.total')}: ${order.total}`,
    `${t('public.payment.mail.method')}: ${method}${
      values.method === 'card' ? ` •••• ${values.card_number.replace(/\D/g, '').slice(-4)}` : ''
    }`,
    `${t('public.payment.fields.name')}: ${values.name}`,
    `${t('public.payment.fields.email')}: ${values.email}`,
    `${t('public.payment.fields.document')}: ${values.document}`,
  ];
  return {
    name: values.name,
    email: values.email,
    subject: t('public.payment.mail.subject', { plan: order.plan, reference: order.reference }),
    message: lines.join('\n'),
    source: 'pricing' as const,
  };
}
