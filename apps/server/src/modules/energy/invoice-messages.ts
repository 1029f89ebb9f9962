import type { Dictionary } from '../../platform/http/messages.ts';

/** The payable invoice document's errors and e-mail, in every locale. */
export const INVOICE_MESSAGES = {
  invoice_not_payable: {
    'pt-BR': 'Esta fatura está paga ou cancelada: não há valor a pagar nem código PIX.',
    en: 'This invoice is paid or cancelled: there is nothing to pay and no PIX code.',
    fr: 'Cette facture est payée ou annulée : il n’y a rien à payer ni de code PIX.',
    ar: 'هذه الفاتورة مدفوعة أو ملغاة: لا يوجد مبلغ مستحق ولا رمز PIX.',
  },
  invoice_no_recipient: {
    'pt-BR': 'O cliente não tem e-mail cadastrado. Cadastre o e-mail do cliente e tente de novo.',
    en: 'The customer has no e-mail on file. Add the customer’s e-mail and retry.',
    fr: 'Le client n’a pas d’e-mail enregistré. Ajoutez l’e-mail du client et réessayez.',
    ar: 'لا يوجد بريد إلكتروني مسجل للعميل. أضف بريد العميل ثم أعد المحاولة.',
  },
  invoice_mail_body: {
    'pt-BR':
      'Segue a fatura de energia de {cycle}, referência {reference}: {amount}, com vencimento em {due}.\n\nPIX copia e cola:\n{pix}',
    en: 'Attached is the energy invoice for {cycle}, reference {reference}: {amount}, due on {due}.\n\nPIX copy and paste:\n{pix}',
    fr: 'Veuillez trouver ci-joint la facture d’énergie de {cycle}, référence {reference} : {amount}, à payer avant le {due}.\n\nPIX copier-coller :\n{pix}',
    ar: 'مرفق فاتورة الطاقة لشهر {cycle}، المرجع {reference}: {amount}، تستحق في {due}.\n\nرمز PIX للنسخ واللصق:\n{pix}',
  },
} satisfies Dictionary;
