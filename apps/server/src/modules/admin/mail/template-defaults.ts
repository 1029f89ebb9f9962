import type { Locale, MailTemplateKey } from '@alvorada/contracts';
import { renderAuthEmail } from '../../auth/emails.ts';

interface Text {
  subject: string;
  body: string;
}

const fromAuth =
  (kind: 'verify_email' | 'reset_password') =>
  (locale: Locale): Text => {
    const { subject, text } = renderAuthEmail(kind, locale, '{{link}}');
    return { subject, body: text };
  };

const INVITATION: Record<Locale, Text> = {
  'pt-BR': {
    subject: 'Você foi convidado para o Alvorada',
    body: 'Olá, {{name}}!\n\n{{inviter}} criou uma conta para você no Alvorada. Para começar, escolha sua senha abrindo o link abaixo (válido por 7 dias):\n\n{{link}}\n\nSe você não esperava este convite, ignore esta mensagem.',
  },
  en: {
    subject: 'You were invited to Alvorada',
    body: 'Hello, {{name}}!\n\n{{inviter}} created an Alvorada account for you. To get started, choose your password by opening the link below (valid for 7 days):\n\n{{link}}\n\nIf you did not expect this invitation, ignore this message.',
  },
  fr: {
    subject: 'Vous êtes invité sur Alvorada',
    body: "Bonjour {{name}} !\n\n{{inviter}} a créé un compte Alvorada pour vous. Pour commencer, choisissez votre mot de passe en ouvrant le lien ci-dessous (valable 7 jours) :\n\n{{link}}\n\nSi vous n'attendiez pas cette invitation, ignorez ce message.",
  },
  ar: {
    subject: 'تمت دعوتك إلى Alvorada',
    body: 'مرحبًا {{name}}!\n\nأنشأ {{inviter}} حسابًا لك في Alvorada. للبدء، اختر كلمة المرور بفتح الرابط أدناه (صالح لمدة 7 أيام):\n\n{{link}}\n\nإذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
  },
};

// The count stands apart from the words, so it reads in any number: an edited template has no plural forms.
const DIGEST: Record<Locale, Text> = {
  'pt-BR': {
    subject: 'Resumo das suas notificações no Alvorada ({{count}})',
    body: 'Olá, {{name}}!\n\nEis o que aconteceu desde o último resumo:\n\n{{items}}\n\nVeja tudo em {{link}}',
  },
  en: {
    subject: 'Your Alvorada notifications digest ({{count}})',
    body: 'Hello, {{name}}!\n\nHere is what happened since the last digest:\n\n{{items}}\n\nSee everything at {{link}}',
  },
  fr: {
    subject: 'Résumé de vos notifications Alvorada ({{count}})',
    body: "Bonjour {{name}} !\n\nVoici ce qui s'est passé depuis le dernier résumé :\n\n{{items}}\n\nTout voir sur {{link}}",
  },
  ar: {
    subject: 'ملخص إشعاراتك في Alvorada ({{count}})',
    body: 'مرحبًا {{name}}!\n\nإليك ما حدث منذ آخر ملخص:\n\n{{items}}\n\nاطّلع على كل شيء في {{link}}',
  },
};

/** The built-in text of each system e-mail, with `{{name}}` placeholders. */
export const DEFAULT_TEMPLATES: Record<MailTemplateKey, (locale: Locale) => Text> = {
  verify_email: fromAuth('verify_email'),
  reset_password: fromAuth('reset_password'),
  invitation: (locale) => INVITATION[locale],
  notification_digest: (locale) => DIGEST[locale],
};
