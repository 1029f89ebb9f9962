import { createElement as h, type ReactElement } from 'react';
import { Image, StyleSheet, Text, View, type DocumentProps } from '@react-pdf/renderer';
import { toDataURL } from 'qrcode';
import type { InvoiceStatement, Locale } from '@alvorada/contracts';
import { reportFormatters, type ReportContent } from '../report-content.ts';
import { codeLabel, label } from '../report-labels.ts';
import { tableDocument } from './table-document.ts';
import { arabicText } from './bidi-text.ts';

const styles = StyleSheet.create({
  pix: { marginTop: 14, border: '1 solid #1f4fb8', borderRadius: 4, padding: 10, gap: 12 },
  qr: { width: 132, height: 132 },
  pixText: { flexGrow: 1, flexShrink: 1, gap: 4 },
  pixTitle: { fontSize: 12, fontWeight: 700 },
  pixAmount: { fontSize: 14, fontWeight: 700 },
  payload: { fontSize: 7, color: '#5b6472' },
});

/** The payload cut in lines a page can hold (a BR Code has no spaces to break at). */
const chunks = (payload: string) => payload.match(/.{1,64}/g)!.join('\n');

/** What the invoice's PDF says: who and what, the savings statement of the cycle and of 12 months, the lines. */
export function invoiceContent(statement: InvoiceStatement, locale: Locale): ReportContent {
  const { invoice } = statement;
  const format = reportFormatters(locale);
  const cycle = format.format('month', invoice.cycle);
  const copy = statement.copies.at(-1);
  const facts = [
    `${label(locale, 'customer')}: ${invoice.customer_name}`,
    `${label(locale, 'unit')}: ${statement.unit.installation_number} (${statement.unit.city}/${statement.unit.uf})`,
    `${label(locale, 'reference')}: ${statement.reference}`,
    `${label(locale, 'issueDate')}: ${format.format('date', invoice.issue_date)}`,
    `${label(locale, 'dueDate')}: ${format.format('date', invoice.due_date)}`,
    ...(copy ? [label(locale, 'copyIssued', { date: format.format('date', copy.issued_on) })] : []),
  ];
  return {
    title: label(locale, copy ? 'invoiceCopyDocument' : 'invoiceDocument', { cycle }),
    subtitle: facts.join(' · '),
    figures: [
      { label: label(locale, 'billWithoutGd'), kind: 'money', value: invoice.bill_without_gd_centavos },
      { label: label(locale, 'billWithGd'), kind: 'money', value: invoice.bill_with_gd_centavos },
      { label: label(locale, 'invoice'), kind: 'money', value: invoice.amount_centavos },
      { label: label(locale, 'savings'), kind: 'money', value: invoice.savings_centavos },
      {
        label: label(locale, 'savingsSinceStart'),
        kind: 'money',
        value: statement.since_start.savings_centavos,
      },
      { label: label(locale, 'openAmount'), kind: 'money', value: statement.open_centavos },
    ],
    tables: [
      {
        title: label(locale, 'invoiceLines'),
        columns: [
          { header: label(locale, 'group'), kind: 'text', weight: 3 },
          { header: label(locale, 'type'), kind: 'text', weight: 3 },
          { header: label(locale, 'kwh'), kind: 'number' },
          { header: label(locale, 'amount'), kind: 'money' },
        ],
        rows: invoice.lines.map((line) => [
          codeLabel(locale, line.group),
          codeLabel(locale, line.kind),
          line.kwh,
          line.amount_centavos,
        ]),
      },
      {
        title: label(locale, 'savingsStatement'),
        columns: [
          { header: label(locale, 'cycle'), kind: 'month' },
          { header: label(locale, 'billWithoutGd'), kind: 'money' },
          { header: label(locale, 'billWithGd'), kind: 'money' },
          { header: label(locale, 'invoice'), kind: 'money' },
          { header: label(locale, 'savings'), kind: 'money' },
        ],
        rows: statement.history.map((h) => [
          h.cycle,
          h.bill_without_gd_centavos,
          h.bill_with_gd_centavos,
          h.amount_centavos,
          h.savings_centavos,
        ]),
      },
    ],
  };
}

/** The PIX box: its QR code beside the amount, the date to pay by and the "copia e cola" text. */
async function pixBlock(statement: InvoiceStatement, locale: Locale): Promise<ReactElement> {
  const pix = statement.pix!;
  const format = reportFormatters(locale);
  const rtl = locale === 'ar';
  const line = (text: string, style: Record<string, string | number>[] = []) =>
    rtl ? arabicText(text, style, 'right') : h(Text, { style }, text);
  const qr = await toDataURL(pix.payload, { errorCorrectionLevel: 'M', margin: 1, width: 264 });
  return h(
    View,
    { style: [styles.pix, { flexDirection: rtl ? 'row-reverse' : 'row' }], wrap: false },
    h(Image, { style: styles.qr, src: qr }),
    h(
      View,
      { style: styles.pixText },
      line(label(locale, 'payWithPix'), [styles.pixTitle]),
      line(`${label(locale, 'pixAmount')}: ${format.format('money', pix.amount_centavos)}`, [
        styles.pixAmount,
      ]),
      line(label(locale, 'payBy', { date: format.format('date', statement.invoice.due_date) })),
      line(label(locale, 'pixCopyPaste')),
      // The code itself reads left to right in every language.
      h(Text, { style: [styles.payload, { textAlign: 'left' }] }, chunks(pix.payload)),
    ),
  );
}

/**
 * An open invoice as the document the customer pays: the report layout with the PIX box under the figures;
 * the BR Code is also the PDF's subject, so software reads it without decoding the image.
 */
export async function invoiceDocument(
  statement: InvoiceStatement,
  locale: Locale,
  at: Date,
): Promise<ReactElement<DocumentProps>> {
  return tableDocument(invoiceContent(statement, locale), locale, at, {
    extra: await pixBlock(statement, locale),
    subject: statement.pix!.payload,
  });
}
