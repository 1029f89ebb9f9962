import type { Locale } from './constants.ts';

/**
 * What each field-validation code says, in every locale: the server answers a refused field with these texts,
 * and the web's forms show the same ones for what they find before sending. `invalid` is the web's text for a
 * code it has none for.
 */
export const FIELD_MESSAGES = {
  required: {
    'pt-BR': 'Campo obrigatório.',
    en: 'This field is required.',
    fr: 'Champ obligatoire.',
    ar: 'هذا الحقل مطلوب.',
  },
  invalid_email: {
    'pt-BR': 'E-mail inválido.',
    en: 'Invalid e-mail address.',
    fr: 'Adresse e-mail invalide.',
    ar: 'بريد إلكتروني غير صالح.',
  },
  invalid_cpf: { 'pt-BR': 'CPF inválido.', en: 'Invalid CPF.', fr: 'CPF invalide.', ar: 'رقم CPF غير صالح.' },
  invalid_username: {
    'pt-BR': 'Use de 3 a 40 letras, números, ponto, hífen ou sublinhado.',
    en: 'Use 3 to 40 letters, digits, dot, hyphen or underscore.',
    fr: 'Utilisez 3 à 40 lettres, chiffres, point, tiret ou souligné.',
    ar: 'استخدم من 3 إلى 40 حرفًا أو رقمًا أو نقطة أو شرطة أو شرطة سفلية.',
  },
  invalid_date: {
    'pt-BR': 'Data inválida.',
    en: 'Invalid date.',
    fr: 'Date invalide.',
    ar: 'تاريخ غير صالح.',
  },
  invalid_number: {
    'pt-BR': 'Número inválido.',
    en: 'Invalid number.',
    fr: 'Nombre invalide.',
    ar: 'رقم غير صالح.',
  },
  invalid_integer: {
    'pt-BR': 'Informe um número inteiro válido.',
    en: 'Enter a valid whole number.',
    fr: 'Saisissez un nombre entier valide.',
    ar: 'أدخل عددًا صحيحًا صالحًا.',
  },
  invalid_id: {
    'pt-BR': 'Identificador inválido.',
    en: 'Invalid identifier.',
    fr: 'Identifiant invalide.',
    ar: 'معرّف غير صالح.',
  },
  invalid_text: {
    'pt-BR': 'O texto contém caracteres não permitidos.',
    en: 'The text contains characters that are not allowed.',
    fr: 'Le texte contient des caractères non autorisés.',
    ar: 'يحتوي النص على أحرف غير مسموح بها.',
  },
  password_too_short: {
    'pt-BR': 'A senha deve ter pelo menos 10 caracteres.',
    en: 'The password must have at least 10 characters.',
    fr: 'Le mot de passe doit contenir au moins 10 caractères.',
    ar: 'يجب أن تتكون كلمة المرور من 10 أحرف على الأقل.',
  },
  password_too_weak: {
    'pt-BR': 'A senha deve conter letras e números.',
    en: 'The password must contain letters and digits.',
    fr: 'Le mot de passe doit contenir des lettres et des chiffres.',
    ar: 'يجب أن تحتوي كلمة المرور على أحرف وأرقام.',
  },
  password_too_common: {
    'pt-BR': 'Esta senha é muito comum. Escolha outra.',
    en: 'This password is too common. Choose another one.',
    fr: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
    ar: 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى.',
  },
  password_contains_identity: {
    'pt-BR': 'A senha não pode conter seu e-mail nem seu nome de usuário.',
    en: 'The password must not contain your e-mail or username.',
    fr: "Le mot de passe ne doit contenir ni votre e-mail ni votre nom d'utilisateur.",
    ar: 'يجب ألا تحتوي كلمة المرور على بريدك الإلكتروني أو اسم المستخدم.',
  },
  invalid_document: {
    'pt-BR': 'CPF ou CNPJ inválido.',
    en: 'Invalid CPF or CNPJ.',
    fr: 'CPF ou CNPJ invalide.',
    ar: 'رقم CPF أو CNPJ غير صالح.',
  },
  invalid_slug: {
    'pt-BR': 'Use letras minúsculas sem acento, números e hífens (ex.: primeiros-passos).',
    en: 'Use lower-case letters without accents, digits and hyphens (e.g. getting-started).',
    fr: 'Utilisez des minuscules sans accents, des chiffres et des tirets (ex. : premiers-pas).',
    ar: 'استخدم حروفًا لاتينية صغيرة بلا علامات وأرقامًا وشرطات (مثل getting-started).',
  },
  invalid_category: {
    'pt-BR': 'Categoria inválida.',
    en: 'Invalid category.',
    fr: 'Catégorie invalide.',
    ar: 'فئة غير صالحة.',
  },
  invalid: {
    'pt-BR': 'Valor inválido.',
    en: 'Invalid value.',
    fr: 'Valeur non valide.',
    ar: 'قيمة غير صالحة.',
  },
  passwords_differ: {
    'pt-BR': 'As senhas não coincidem.',
    en: 'The passwords do not match.',
    fr: 'Les mots de passe ne correspondent pas.',
    ar: 'كلمتا المرور غير متطابقتين.',
  },
  invalid_card_number: {
    'pt-BR': 'Número de cartão inválido.',
    en: 'Invalid card number.',
    fr: 'Numéro de carte invalide.',
    ar: 'رقم البطاقة غير صالح.',
  },
  invalid_card_expiry: {
    'pt-BR': 'Use o formato MM/AA.',
    en: 'Use the MM/YY format.',
    fr: 'Utilisez le format MM/AA.',
    ar: 'استخدم الصيغة MM/YY.',
  },
  card_expired: {
    'pt-BR': 'Este cartão está vencido.',
    en: 'This card has expired.',
    fr: 'Cette carte est expirée.',
    ar: 'انتهت صلاحية هذه البطاقة.',
  },
  invalid_cvc: {
    'pt-BR': 'O CVC tem 3 ou 4 dígitos.',
    en: 'The CVC has 3 or 4 digits.',
    fr: 'Le CVC comporte 3 ou 4 chiffres.',
    ar: 'يتكون رمز CVC من 3 أو 4 أرقام.',
  },
} satisfies Record<string, Record<Locale, string>>;
