/** The help center's message codes, in every locale. */
export const HELP_CENTER_MESSAGES = {
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
