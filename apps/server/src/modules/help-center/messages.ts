/** The help center's message codes, in every locale. */
export const HELP_CENTER_MESSAGES = {
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
  invalid_voter: {
    'pt-BR': 'Identificador de voto inválido.',
    en: 'Invalid vote identifier.',
    fr: 'Identifiant de vote invalide.',
    ar: 'معرّف التصويت غير صالح.',
  },
  help_article_slug_taken: {
    'pt-BR': 'Já existe um artigo com este endereço neste idioma.',
    en: 'An article with this address already exists in this language.',
    fr: 'Un article avec cette adresse existe déjà dans cette langue.',
    ar: 'توجد مقالة بهذا العنوان في هذه اللغة بالفعل.',
  },
} as const;
