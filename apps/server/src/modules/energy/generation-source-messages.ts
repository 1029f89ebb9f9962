import type { Dictionary } from '../../platform/http/messages.ts';

/** Why a plant's generation source could not be saved or pulled, in every locale. */
export const GENERATION_SOURCE_MESSAGES = {
  pull_not_configured: {
    'pt-BR': 'Configure a fonte da usina (SolarEdge, com o site e a chave de API) antes de buscar.',
    en: 'Set up the plant’s source (SolarEdge, with its site and API key) before pulling.',
    fr: 'Configurez la source de la centrale (SolarEdge, avec son site et sa clé d’API) avant de relever.',
    ar: 'اضبط مصدر المحطة (SolarEdge مع الموقع ومفتاح API) قبل الجلب.',
  },
  pull_under_way: {
    'pt-BR': 'Uma busca desta usina já está em andamento.',
    en: 'A pull of this plant is already under way.',
    fr: 'Un relevé de cette centrale est déjà en cours.',
    ar: 'عملية جلب لهذه المحطة جارية بالفعل.',
  },
  pull_credentials_rejected: {
    'pt-BR': 'O portal recusou a chave de API. As buscas pararam até que uma nova chave seja informada.',
    en: 'The portal refused the API key. Pulls stopped until a new key is given.',
    fr: 'Le portail a refusé la clé d’API. Les relevés sont arrêtés jusqu’à ce qu’une nouvelle clé soit fournie.',
    ar: 'رفضت البوابة مفتاح API. توقفت عمليات الجلب حتى يُدخَل مفتاح جديد.',
  },
  pull_throttled: {
    'pt-BR': 'O portal pediu para esperar (limite de consultas). Nova tentativa em {minutes} min.',
    en: 'The portal asked to wait (request limit). Next try in {minutes} min.',
    fr: 'Le portail a demandé d’attendre (limite de requêtes). Nouvel essai dans {minutes} min.',
    ar: 'طلبت البوابة الانتظار (حد الطلبات). المحاولة التالية بعد {minutes} دقيقة.',
  },
  pull_timeout: {
    'pt-BR': 'O portal não respondeu a tempo.',
    en: 'The portal did not answer in time.',
    fr: 'Le portail n’a pas répondu à temps.',
    ar: 'لم تستجب البوابة في الوقت المحدد.',
  },
  pull_unreachable: {
    'pt-BR': 'Não foi possível conectar ao portal.',
    en: 'The portal could not be reached.',
    fr: 'Impossible de joindre le portail.',
    ar: 'تعذّر الوصول إلى البوابة.',
  },
  pull_malformed_answer: {
    'pt-BR': 'O portal respondeu algo que não é a energia diária do site (JSON inválido ou inesperado).',
    en: 'The portal answered something other than the site’s daily energy (invalid or unexpected JSON).',
    fr: 'Le portail a répondu autre chose que l’énergie journalière du site (JSON invalide ou inattendu).',
    ar: 'أجابت البوابة بشيء غير الطاقة اليومية للموقع (JSON غير صالح أو غير متوقع).',
  },
  pull_http_status: {
    'pt-BR': 'O portal respondeu com o erro HTTP {status}.',
    en: 'The portal answered with HTTP error {status}.',
    fr: 'Le portail a répondu avec l’erreur HTTP {status}.',
    ar: 'أجابت البوابة بخطأ HTTP ‏{status}.',
  },
  pull_address_not_allowed: {
    'pt-BR': 'Este endereço leva à rede interna do servidor: só é aceito se INVERTER_ALLOWED_HOSTS o nomear.',
    en: 'This address leads into the server’s own networks: it is accepted only if INVERTER_ALLOWED_HOSTS names it.',
    fr: 'Cette adresse mène aux réseaux internes du serveur : elle n’est acceptée que si INVERTER_ALLOWED_HOSTS la nomme.',
    ar: 'يقود هذا العنوان إلى الشبكات الداخلية للخادم: لا يُقبل إلا إذا سمّاه INVERTER_ALLOWED_HOSTS.',
  },
  pull_failed: {
    'pt-BR': 'A busca falhou por um erro inesperado.',
    en: 'The pull failed with an unexpected error.',
    fr: 'Le relevé a échoué sur une erreur inattendue.',
    ar: 'فشل الجلب بسبب خطأ غير متوقع.',
  },
} satisfies Dictionary;
