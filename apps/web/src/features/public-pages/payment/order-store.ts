import type { CheckoutMethod } from '@alvorada/contracts';

/** A confirmed order as this tab remembers it: a reload shows its confirmation (and PIX code) again. */
export interface ConfirmedOrder {
  email: string;
  method: CheckoutMethod;
}

const REFERENCE = /^ALV[0-9A-Z]{1,20}$/;
const key = (reference: string) => `alvorada.order.${reference}`;

/** A reference the buyer and the team both quote: "ALV" and the moment, in base 36. */
export const newReference = () => `ALV${Date.now().toString(36).toUpperCase()}`;

/** The order's reference from the address, when it is one this page wrote. */
export const referenceFrom = (value: string | null) => (value && REFERENCE.test(value) ? value : null);

export function readOrder(reference: string): ConfirmedOrder | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(reference)) ?? 'null') as ConfirmedOrder | null;
    return stored && typeof stored.email === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export const saveOrder = (reference: string, order: ConfirmedOrder) =>
  sessionStorage.setItem(key(reference), JSON.stringify(order));
