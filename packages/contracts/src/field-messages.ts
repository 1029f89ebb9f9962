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
  changed_meanwhile: {
    'pt-BR': 'Alterado por outra pessoa enquanto você editava.',
    en: 'Changed by someone else while you were editing.',
    fr: 'Modifié par quelqu’un d’autre pendant votre modification.',
    ar: 'غيّره شخص آخر أثناء تعديلك.',
  },
  invalid_document: {
    'pt-BR': 'CPF ou CNPJ inválido.',
    en: 'Invalid CPF or CNPJ.',
    fr: 'CPF ou CNPJ invalide.',
    ar: 'رقم CPF أو CNPJ غير صالح.',
  },
  invalid_cnpj: {
    'pt-BR': 'CNPJ inválido.',
    en: 'Invalid CNPJ.',
    fr: 'CNPJ invalide.',
    ar: 'رقم CNPJ غير صالح.',
  },
  cpf_for_pf: {
    'pt-BR': 'Pessoa física usa CPF (11 dígitos).',
    en: 'An individual (PF) has a CPF (11 digits).',
    fr: 'Une personne physique (PF) a un CPF (11 chiffres).',
    ar: 'الشخص الطبيعي (PF) يستخدم رقم CPF (11 رقمًا).',
  },
  cnpj_for_pj: {
    'pt-BR': 'Pessoa jurídica usa CNPJ (14 dígitos).',
    en: 'A company (PJ) has a CNPJ (14 digits).',
    fr: 'Une personne morale (PJ) a un CNPJ (14 chiffres).',
    ar: 'الشخص الاعتباري (PJ) يستخدم رقم CNPJ (14 رقمًا).',
  },
  invalid_phone: {
    'pt-BR': 'Telefone inválido: informe o DDD e o número, ex.: (11) 98765-4321.',
    en: 'Invalid phone number: give the area code and the number, e.g. (11) 98765-4321.',
    fr: 'Téléphone invalide : indiquez l’indicatif régional et le numéro, ex. : (11) 98765-4321.',
    ar: 'رقم هاتف غير صالح: أدخل رمز المنطقة والرقم، مثل (11) 98765-4321.',
  },
  invalid_cep: {
    'pt-BR': 'CEP inválido (8 dígitos, ex.: 01310-100).',
    en: 'Invalid CEP (8 digits, e.g. 01310-100).',
    fr: 'CEP invalide (8 chiffres, ex. : 01310-100).',
    ar: 'رمز CEP غير صالح (8 أرقام، مثل 01310-100).',
  },
  invalid_account_number: {
    'pt-BR': 'Conta contrato inválida (de 4 a 20 dígitos).',
    en: 'Invalid contract account (4 to 20 digits).',
    fr: 'Compte contrat invalide (4 à 20 chiffres).',
    ar: 'رقم حساب العقد غير صالح (من 4 إلى 20 رقمًا).',
  },
  installation_taken: {
    'pt-BR': 'Esta distribuidora já tem uma UC com este número de instalação.',
    en: 'This distributor already has a consumer unit with this installation number.',
    fr: 'Ce distributeur a déjà une unité de consommation avec ce numéro d’installation.',
    ar: 'لدى هذه الموزعة بالفعل وحدة استهلاك بهذا الرقم.',
  },
  date_out_of_range: {
    'pt-BR': 'Data fora do intervalo aceito (de 1990 a 2100).',
    en: 'Date outside the accepted range (1990 to 2100).',
    fr: 'Date hors de la plage acceptée (1990 à 2100).',
    ar: 'التاريخ خارج النطاق المقبول (من 1990 إلى 2100).',
  },
  end_before_start: {
    'pt-BR': 'A data final vem antes da data inicial.',
    en: 'The end date comes before the start date.',
    fr: 'La date de fin précède la date de début.',
    ar: 'تاريخ النهاية يسبق تاريخ البداية.',
  },
  tariff_start_taken: {
    'pt-BR': 'Esta distribuidora já tem uma tarifa deste subgrupo vigente a partir desta data.',
    en: 'This distributor already has a tariff of this subgroup in force from this date.',
    fr: 'Ce distributeur a déjà un tarif de ce sous-groupe en vigueur à partir de cette date.',
    ar: 'لدى هذه الموزعة بالفعل تعرفة لهذه الفئة الفرعية سارية من هذا التاريخ.',
  },
  injection_before_request: {
    'pt-BR': 'A injeção começa antes da solicitação de acesso.',
    en: 'Injection starts before the access request.',
    fr: 'L’injection commence avant la demande d’accès.',
    ar: 'يبدأ الحقن قبل طلب الوصول.',
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
    'pt-BR': 'O CVC tem 3 dígitos.',
    en: 'The CVC has 3 digits.',
    fr: 'Le CVC comporte 3 chiffres.',
    ar: 'يتكون رمز CVC من 3 أرقام.',
  },
  invalid_cvc_amex: {
    'pt-BR': 'O CVC do American Express tem 4 dígitos.',
    en: 'An American Express CVC has 4 digits.',
    fr: 'Le CVC d’une carte American Express comporte 4 chiffres.',
    ar: 'يتكون رمز CVC لبطاقة American Express من 4 أرقام.',
  },
} satisfies Record<string, Record<Locale, string>>;
