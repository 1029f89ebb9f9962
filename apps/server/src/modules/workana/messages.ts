/** The Workana area's message codes (errors, bell and e-mail texts), in every locale. */
export const WORKANA_MESSAGES = {
  invalid_country: {
    'pt-BR': 'País inválido (código ISO de duas letras, como BR).',
    en: 'Invalid country (two-letter ISO code, such as BR).',
    fr: 'Pays invalide (code ISO à deux lettres, comme BR).',
    ar: 'بلد غير صالح (رمز ISO من حرفين مثل BR).',
  },
  invalid_url: {
    'pt-BR': 'Endereço inválido: use um URL http ou https.',
    en: 'Invalid address: use an http or https URL.',
    fr: 'Adresse invalide : utilisez une URL http ou https.',
    ar: 'عنوان غير صالح: استخدم رابط http أو https.',
  },
  duplicate_currency: {
    'pt-BR': 'Cada moeda aparece uma vez só.',
    en: 'Each currency appears only once.',
    fr: 'Chaque devise n’apparaît qu’une fois.',
    ar: 'تظهر كل عملة مرة واحدة فقط.',
  },
  workana_source_no_url: {
    'pt-BR': 'Esta fonte não usa endereço.',
    en: 'This source takes no address.',
    fr: 'Cette source n’utilise pas d’adresse.',
    ar: 'هذا المصدر لا يستخدم عنوانًا.',
  },
  workana_source_needs_url: {
    'pt-BR': 'Informe o endereço antes de ativar esta fonte.',
    en: 'Enter the address before turning this source on.',
    fr: 'Indiquez l’adresse avant d’activer cette source.',
    ar: 'أدخل العنوان قبل تفعيل هذا المصدر.',
  },
  workana_source_push_only: {
    'pt-BR': 'O webhook recebe vagas enviadas a ele; não há o que buscar.',
    en: 'The webhook receives jobs sent to it; there is nothing to fetch.',
    fr: 'Le webhook reçoit les missions qu’on lui envoie ; il n’y a rien à récupérer.',
    ar: 'يستقبل الـwebhook الوظائف المرسلة إليه؛ لا يوجد ما يُجلب.',
  },
  workana_address_not_allowed: {
    'pt-BR':
      'Este endereço leva à rede interna do servidor (loopback, rede privada ou link-local): só é aceito se WORKANA_ALLOWED_HOSTS o nomear.',
    en: 'This address leads into the server’s own networks (loopback, private or link-local): it is accepted only if WORKANA_ALLOWED_HOSTS names it.',
    fr: 'Cette adresse mène aux réseaux internes du serveur (loopback, privé ou lien local) : elle n’est acceptée que si WORKANA_ALLOWED_HOSTS la nomme.',
    ar: 'يقود هذا العنوان إلى الشبكات الداخلية للخادم (loopback أو شبكة خاصة أو link-local): لا يُقبل إلا إذا سمّاه WORKANA_ALLOWED_HOSTS.',
  },
  workana_source_no_secret: {
    'pt-BR': 'Só o webhook tem segredo.',
    en: 'Only the webhook has a secret.',
    fr: 'Seul le webhook a un secret.',
    ar: 'الـwebhook وحده له سر.',
  },
  workana_source_disabled: {
    'pt-BR': 'Fonte desativada: ative-a para executá-la.',
    en: 'Source turned off: turn it on to run it.',
    fr: 'Source désactivée : activez-la pour l’exécuter.',
    ar: 'المصدر معطل: فعّله لتشغيله.',
  },
  workana_source_backing_off: {
    'pt-BR': 'O site bloqueou a última busca; aguarde {seconds:duration} antes de tentar de novo.',
    en: 'The site blocked the last run; wait {seconds:duration} before trying again.',
    fr: 'Le site a bloqué la dernière exécution ; attendez {seconds:duration} avant de réessayer.',
    ar: 'حظر الموقع آخر تشغيل؛ انتظر {seconds:duration} قبل المحاولة مجددًا.',
  },
  webhook_signature_invalid: {
    'pt-BR': 'Assinatura do webhook inválida.',
    en: 'Invalid webhook signature.',
    fr: 'Signature du webhook invalide.',
    ar: 'توقيع webhook غير صالح.',
  },
  webhook_payload_invalid: {
    'pt-BR': 'Conteúdo do webhook inválido: esperava {"jobs": [...]}.',
    en: 'Invalid webhook content: expected {"jobs": [...]}.',
    fr: 'Contenu du webhook invalide : {"jobs": [...]} attendu.',
    ar: 'محتوى webhook غير صالح: المتوقع {"jobs": [...]}.',
  },
  workana_bell_one: {
    'pt-BR': 'Nova vaga: {title}',
    en: 'New job: {title}',
    fr: 'Nouvelle mission : {title}',
    ar: 'وظيفة جديدة: {title}',
  },
  workana_bell_many: {
    'pt-BR': {
      zero: '{count} vagas novas para você',
      one: '{count} vaga nova para você',
      other: '{count} vagas novas para você',
    },
    en: { one: '{count} new job for you', other: '{count} new jobs for you' },
    fr: { one: '{count} nouvelle mission pour vous', other: '{count} nouvelles missions pour vous' },
    ar: {
      zero: '{count} وظيفة جديدة لك',
      one: 'وظيفة جديدة واحدة لك',
      two: 'وظيفتان جديدتان لك',
      few: '{count} وظائف جديدة لك',
      many: '{count} وظيفةً جديدة لك',
      other: '{count} وظيفة جديدة لك',
    },
  },
  workana_more_in_app: {
    'pt-BR': {
      zero: '… e mais {count} na página de vagas do Alvorada.',
      one: '… e mais {count} na página de vagas do Alvorada.',
      other: '… e mais {count} na página de vagas do Alvorada.',
    },
    en: {
      one: '… and {count} more on the Alvorada jobs page.',
      other: '… and {count} more on the Alvorada jobs page.',
    },
    fr: {
      one: '… et {count} autre sur la page des missions d’Alvorada.',
      other: '… et {count} autres sur la page des missions d’Alvorada.',
    },
    ar: {
      zero: '… و{count} وظيفة أخرى في صفحة الوظائف في Alvorada.',
      one: '… ووظيفة أخرى في صفحة الوظائف في Alvorada.',
      two: '… ووظيفتان أخريان في صفحة الوظائف في Alvorada.',
      few: '… و{count} وظائف أخرى في صفحة الوظائف في Alvorada.',
      many: '… و{count} وظيفةً أخرى في صفحة الوظائف في Alvorada.',
      other: '… و{count} وظيفة أخرى في صفحة الوظائف في Alvorada.',
    },
  },
  workana_bell_digest: {
    'pt-BR': {
      zero: 'Resumo do dia: {count} vagas',
      one: 'Resumo do dia: {count} vaga',
      other: 'Resumo do dia: {count} vagas',
    },
    en: { one: 'Daily digest: {count} job', other: 'Daily digest: {count} jobs' },
    fr: { one: 'Résumé du jour : {count} mission', other: 'Résumé du jour : {count} missions' },
    ar: {
      zero: 'ملخص اليوم: {count} وظيفة',
      one: 'ملخص اليوم: وظيفة واحدة',
      two: 'ملخص اليوم: وظيفتان',
      few: 'ملخص اليوم: {count} وظائف',
      many: 'ملخص اليوم: {count} وظيفةً',
      other: 'ملخص اليوم: {count} وظيفة',
    },
  },
} as const;
