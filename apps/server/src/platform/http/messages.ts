import { FIELD_MESSAGES, type Locale } from '@alvorada/contracts';
import { formatDuration } from './duration.ts';

/**
 * A text that names a `{count}`: one wording per plural form the locale's rules choose (Intl.PluralRules, as
 * i18next does on the web), `zero` taking 0 where the language writes it apart ("nenhuma fatura").
 */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Messages by code, in every locale. Clients show `detail` as it comes. */
export type Dictionary = Record<string, Record<Locale, string | PluralText>>;

/**
 * The platform's own messages and the field-validation texts shared with the web; each module keeps its
 * dictionary beside its code.
 */
export const PLATFORM_MESSAGES = {
  ...FIELD_MESSAGES,
  validation: {
    'pt-BR': 'Alguns campos estão inválidos.',
    en: 'Some fields are invalid.',
    fr: 'Certains champs sont invalides.',
    ar: 'بعض الحقول غير صالحة.',
  },
  invalid_locale: {
    'pt-BR': 'Idioma não suportado.',
    en: 'Unsupported language.',
    fr: 'Langue non prise en charge.',
    ar: 'لغة غير مدعومة.',
  },
  invalid_page_size: {
    'pt-BR': 'Tamanho de página inválido.',
    en: 'Invalid page size.',
    fr: 'Taille de page invalide.',
    ar: 'حجم الصفحة غير صالح.',
  },
  invalid_filter: {
    'pt-BR': 'Não é possível filtrar por este campo.',
    en: 'This field cannot be used for filtering.',
    fr: 'Impossible de filtrer selon ce champ.',
    ar: 'لا يمكن التصفية حسب هذا الحقل.',
  },
  invalid_ordering: {
    'pt-BR': 'Não é possível ordenar por este campo.',
    en: 'This field cannot be used for ordering.',
    fr: 'Impossible de trier selon ce champ.',
    ar: 'لا يمكن الترتيب حسب هذا الحقل.',
  },
  not_found_reference: {
    'pt-BR': 'Registro relacionado não encontrado.',
    en: 'Related record not found.',
    fr: 'Enregistrement lié introuvable.',
    ar: 'السجل المرتبط غير موجود.',
  },
  already_exists: {
    'pt-BR': 'Já existe um registro com estes dados.',
    en: 'A record with these values already exists.',
    fr: 'Un enregistrement avec ces valeurs existe déjà.',
    ar: 'يوجد سجل بهذه القيم بالفعل.',
  },
  record_changed: {
    'pt-BR':
      'Este registro foi alterado por outra pessoa depois que você o abriu. Confira o que mudou e salve de novo.',
    en: 'Someone else changed this record after you opened it. Check what changed and save again.',
    fr: 'Quelqu’un d’autre a modifié cet enregistrement après que vous l’avez ouvert. Vérifiez ce qui a changé et enregistrez à nouveau.',
    ar: 'غيّر شخص آخر هذا السجل بعد أن فتحته. راجع ما تغيّر واحفظ مرة أخرى.',
  },
  in_use: {
    'pt-BR': 'Registro em uso por outros dados; não pode ser excluído.',
    en: 'Record in use by other data; it cannot be deleted.',
    fr: 'Enregistrement utilisé par d’autres données ; suppression impossible.',
    ar: 'السجل مستخدم من بيانات أخرى ولا يمكن حذفه.',
  },
  inactive: {
    'pt-BR': 'Esta conta está desativada.',
    en: 'This account is deactivated.',
    fr: 'Ce compte est désactivé.',
    ar: 'هذا الحساب معطّل.',
  },
  service_unavailable: {
    'pt-BR': 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    en: 'The service is temporarily unavailable. Try again in a moment.',
    fr: 'Le service est momentanément indisponible. Réessayez dans un instant.',
    ar: 'الخدمة غير متاحة مؤقتًا. حاول مرة أخرى بعد قليل.',
  },
  throttled: {
    'pt-BR': 'Muitas tentativas. Tente novamente em {seconds:duration}.',
    en: 'Too many attempts. Try again in {seconds:duration}.',
    fr: 'Trop de tentatives. Réessayez dans {seconds:duration}.',
    ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {seconds:duration}.',
  },
  not_authenticated: {
    'pt-BR': 'Usuário não autenticado',
    en: 'User not authenticated',
    fr: 'Utilisateur non authentifié',
    ar: 'المستخدم غير مصادق عليه',
  },
  token_invalid: {
    'pt-BR': 'Token de acesso inválido.',
    en: 'Invalid access token.',
    fr: "Jeton d'accès invalide.",
    ar: 'رمز الوصول غير صالح.',
  },
  forbidden: {
    'pt-BR': 'Você não tem permissão para esta ação.',
    en: 'You are not allowed to do this.',
    fr: "Vous n'avez pas l'autorisation pour cette action.",
    ar: 'ليس لديك إذن للقيام بهذا الإجراء.',
  },
  not_found: { 'pt-BR': 'Não encontrado.', en: 'Not found.', fr: 'Introuvable.', ar: 'غير موجود.' },
  unsupported_media_type: {
    'pt-BR': 'Formato do corpo da requisição não aceito.',
    en: 'The request body format is not accepted.',
    fr: "Le format du corps de la requête n'est pas accepté.",
    ar: 'تنسيق نص الطلب غير مقبول.',
  },
  uri_too_long: {
    'pt-BR': 'O endereço da requisição é longo demais.',
    en: 'The request address is too long.',
    fr: "L'adresse de la requête est trop longue.",
    ar: 'عنوان الطلب طويل جدًا.',
  },
  payload_too_large: {
    'pt-BR': 'O arquivo ou o corpo da requisição é grande demais.',
    en: 'The file or request body is too large.',
    fr: 'Le fichier ou le corps de la requête est trop volumineux.',
    ar: 'الملف أو نص الطلب كبير جدًا.',
  },
  body_not_utf8: {
    'pt-BR': 'O corpo da requisição precisa estar em UTF-8 válido (charset=utf-8).',
    en: 'The request body must be valid UTF-8 (charset=utf-8).',
    fr: 'Le corps de la requête doit être en UTF-8 valide (charset=utf-8).',
    ar: 'يجب أن يكون نص الطلب بترميز UTF-8 صالح (charset=utf-8).',
  },
  headers_too_large: {
    'pt-BR': 'O endereço ou os cabeçalhos da requisição são grandes demais.',
    en: 'The request address or headers are too large.',
    fr: "L'adresse ou les en-têtes de la requête sont trop volumineux.",
    ar: 'عنوان الطلب أو ترويساته كبيرة جدًا.',
  },
  request_timeout: {
    'pt-BR': 'A requisição demorou demais para chegar.',
    en: 'The request took too long to arrive.',
    fr: 'La requête a mis trop de temps à arriver.',
    ar: 'استغرق وصول الطلب وقتًا طويلاً جدًا.',
  },
  internal: {
    'pt-BR': 'Erro interno. Tente novamente em instantes.',
    en: 'Internal error. Please try again shortly.',
    fr: 'Erreur interne. Réessayez dans un instant.',
    ar: 'خطأ داخلي. حاول مرة أخرى بعد قليل.',
  },
  // The request id, kept apart in Arabic so its hyphenated letters and digits are not reordered.
  internal_reference: {
    'pt-BR':
      'Erro interno. Tente novamente em instantes; se persistir, informe ao suporte o código {reference}.',
    en: 'Internal error. Please try again shortly; if it persists, give support the code {reference}.',
    fr: 'Erreur interne. Réessayez dans un instant ; si elle persiste, donnez au support le code {reference}.',
    ar: 'خطأ داخلي. حاول مرة أخرى بعد قليل، وإن تكرر فأبلغ الدعم بالرمز \u2066{reference}\u2069.',
  },
  unavailable: {
    'pt-BR': 'Serviço indisponível no momento.',
    en: 'Service unavailable at the moment.',
    fr: 'Service momentanément indisponible.',
    ar: 'الخدمة غير متاحة حاليًا.',
  },
  data_dir_locked: {
    'pt-BR':
      'O diretório de dados {dir} já está em uso pelo processo {pid}. Pare esse processo ou use outro DATA_DIR.',
    en: 'The data directory {dir} is already in use by process {pid}. Stop that process or use another DATA_DIR.',
    fr: 'Le répertoire de données {dir} est déjà utilisé par le processus {pid}. Arrêtez ce processus ou utilisez un autre DATA_DIR.',
    ar: 'مجلد البيانات {dir} مستخدم بالفعل من قبل العملية {pid}. أوقف تلك العملية أو استخدم DATA_DIR آخر.',
  },
} satisfies Dictionary;

/**
 * The codes of the composed catalogue. The composition root (messages.ts beside app.ts) declares `codes`
 * from every module's dictionary, so platform code is checked against all codes while importing no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the composition root
export interface MessageCatalogue {}
export type MessageCode = MessageCatalogue extends { codes: infer C extends string }
  ? C
  : keyof typeof PLATFORM_MESSAGES;

let catalogue: Dictionary = PLATFORM_MESSAGES;

/** Set once by the composition root with every module's messages. */
export function installMessages(all: Dictionary) {
  catalogue = all;
}

export const isMessageCode = (code: string): code is MessageCode => code in catalogue;

/** The wording of a counted text for `count`: its `zero` for 0 when it has one, else the locale's form. */
function pluralWording(text: PluralText, locale: Locale, count: number): string {
  if (count === 0 && text.zero !== undefined) return text.zero;
  return text[new Intl.PluralRules(locale).select(count)] ?? text.other;
}

const fillIn = (text: string, locale: Locale, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)(:duration)?\}/g, (_, key: string, duration?: string) => {
    const value = params[key];
    if (value === undefined) return `{${key}}`;
    return duration ? formatDuration(Number(value), locale) : String(value);
  });

/**
 * Fills `{name}` with a parameter as it is, and `{name:duration}` with a number of seconds in words; a counted
 * text is worded for its `count` parameter, written as the locale writes numbers.
 */
export function translate(
  code: MessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const text = catalogue[code]![locale];
  if (typeof text === 'string') return fillIn(text, locale, params);
  const count = Number(params.count);
  return fillIn(pluralWording(text, locale, count), locale, {
    ...params,
    count: new Intl.NumberFormat(locale).format(count),
  });
}
