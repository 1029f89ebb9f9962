import type { Locale } from '@alvorada/contracts';

/** Server messages of the admin panel, spread into the platform's catalogue. */
export const ADMIN_MESSAGES = {
  role_in_use: {
    'pt-BR': 'Este perfil não pode ser excluído: {count} usuário(s) ainda o possuem.',
    en: 'This role cannot be deleted: {count} user(s) still hold it.',
    fr: 'Ce rôle ne peut pas être supprimé : {count} utilisateur(s) le détiennent encore.',
    ar: 'لا يمكن حذف هذا الدور: لا يزال {count} مستخدم(ين) يحملونه.',
  },
  role_built_in: {
    'pt-BR': 'Perfis do sistema não podem ser excluídos; você pode renomeá-los ou mudar suas regras.',
    en: 'Built-in roles cannot be deleted; you may rename them or change their rules.',
    fr: 'Les rôles du système ne peuvent pas être supprimés ; vous pouvez les renommer ou modifier leurs règles.',
    ar: 'لا يمكن حذف أدوار النظام؛ يمكنك إعادة تسميتها أو تغيير قواعدها.',
  },
  role_name_short: {
    'pt-BR': 'O nome deve ter pelo menos 2 caracteres.',
    en: 'The name must have at least 2 characters.',
    fr: 'Le nom doit contenir au moins 2 caractères.',
    ar: 'يجب أن يتكون الاسم من حرفين على الأقل.',
  },
  rule_unknown_field: {
    'pt-BR': 'Campo desconhecido para este assunto: {name}.',
    en: 'Unknown field for this subject: {name}.',
    fr: 'Champ inconnu pour ce sujet : {name}.',
    ar: 'حقل غير معروف لهذا الموضوع: {name}.',
  },
  rule_unknown_operator: {
    'pt-BR': 'Operador desconhecido: {name}.',
    en: 'Unknown operator: {name}.',
    fr: 'Opérateur inconnu : {name}.',
    ar: 'عامل غير معروف: {name}.',
  },
  email_held_by_deleted: {
    'pt-BR':
      'Este e-mail pertence a uma conta excluída. Remova definitivamente essa conta para reutilizá-lo.',
    en: 'This e-mail belongs to a deleted account. Purge that account to reuse it.',
    fr: 'Cet e-mail appartient à un compte supprimé. Purgez ce compte pour le réutiliser.',
    ar: 'هذا البريد الإلكتروني يخص حسابًا محذوفًا. احذف ذلك الحساب نهائيًا لإعادة استخدامه.',
  },
  delete_confirmation_mismatch: {
    'pt-BR': 'Digite o e-mail do usuário exatamente para confirmar a exclusão.',
    en: "Type the user's e-mail exactly to confirm the deletion.",
    fr: "Saisissez exactement l'e-mail de l'utilisateur pour confirmer la suppression.",
    ar: 'اكتب البريد الإلكتروني للمستخدم تمامًا لتأكيد الحذف.',
  },
  user_not_deleted: {
    'pt-BR': 'Só é possível remover definitivamente uma conta já excluída.',
    en: 'Only a deleted account can be purged.',
    fr: 'Seul un compte supprimé peut être purgé.',
    ar: 'لا يمكن الحذف النهائي إلا لحساب محذوف.',
  },
  user_inactive: {
    'pt-BR': 'Esta conta não está ativa.',
    en: 'This account is not active.',
    fr: "Ce compte n'est pas actif.",
    ar: 'هذا الحساب غير نشط.',
  },
  mail_no_recipients: {
    'pt-BR': 'Informe ao menos um destinatário ou grupo.',
    en: 'Add at least one recipient or group.',
    fr: 'Ajoutez au moins un destinataire ou un groupe.',
    ar: 'أضف مستلمًا أو مجموعة واحدة على الأقل.',
  },
  attachment_too_large: {
    'pt-BR': 'Cada anexo pode ter até 2 MB.',
    en: 'Each attachment may have up to 2 MB.',
    fr: "Chaque pièce jointe peut faire jusqu'à 2 Mo.",
    ar: 'يمكن أن يصل حجم كل مرفق إلى 2 ميغابايت.',
  },
  attachments_too_large: {
    'pt-BR': 'Os anexos somam mais de 5 MB.',
    en: 'The attachments add up to more than 5 MB.',
    fr: 'Les pièces jointes dépassent 5 Mo au total.',
    ar: 'يتجاوز مجموع المرفقات 5 ميغابايت.',
  },
  mail_not_retriable: {
    'pt-BR': 'Só mensagens com falha podem ser reenviadas, e apenas com SMTP configurado.',
    en: 'Only failed messages can be retried, and only with SMTP configured.',
    fr: 'Seuls les messages en échec peuvent être renvoyés, et seulement avec SMTP configuré.',
    ar: 'لا يمكن إعادة إرسال إلا الرسائل الفاشلة، وفقط عند إعداد SMTP.',
  },
  inbound_secret_invalid: {
    'pt-BR': 'Segredo do webhook inválido.',
    en: 'Invalid webhook secret.',
    fr: 'Secret du webhook invalide.',
    ar: 'سر الخطاف غير صالح.',
  },
  contact_received: {
    'pt-BR': 'Mensagem recebida. Responderemos em breve.',
    en: 'Message received. We will answer soon.',
    fr: 'Message reçu. Nous répondrons bientôt.',
    ar: 'تم استلام الرسالة. سنرد قريبًا.',
  },
  link_sent: {
    'pt-BR': 'Link enviado para {email}.',
    en: 'Link sent to {email}.',
    fr: 'Lien envoyé à {email}.',
    ar: 'تم إرسال الرابط إلى {email}.',
  },
} satisfies Record<string, Record<Locale, string>>;
