import { ENERGY_PRESENTER_MESSAGES } from './presenters/energy-texts.ts';
import { TRADING_PRESENTER_MESSAGES } from './presenters/trading-texts.ts';
import { PLATFORM_PRESENTER_MESSAGES } from './presenters/platform-texts.ts';
import { OPTOP_EXPORT_MESSAGES } from './export-texts.ts';

/**
 * The agent's message codes (provider errors, refusals, the offline router's help), in every locale; the
 * tools' answers are worded by their presenters' texts.
 */
export const OPTOP_MESSAGES = {
  optop_rate_limited: {
    'pt-BR': 'O provedor do modelo está limitando as requisições. Aguarde um pouco e tente de novo.',
    en: 'The model provider is rate limiting requests. Wait a moment and try again.',
    fr: 'Le fournisseur du modèle limite les requêtes. Patientez un peu et réessayez.',
    ar: 'مزوّد النموذج يحدّ من الطلبات. انتظر قليلًا ثم حاول مجددًا.',
  },
  optop_provider_refused: {
    'pt-BR':
      'O provedor do modelo recusou a requisição. Confira o modelo e a chave nas configurações do agente.',
    en: 'The model provider refused the request. Check the model and key in the agent settings.',
    fr: 'Le fournisseur du modèle a refusé la requête. Vérifiez le modèle et la clé dans les paramètres de l’agent.',
    ar: 'رفض مزوّد النموذج الطلب. تحقّق من النموذج والمفتاح في إعدادات الوكيل.',
  },
  optop_provider_unavailable: {
    'pt-BR': 'Não foi possível falar com o provedor do modelo. Tente novamente em instantes.',
    en: 'Could not reach the model provider. Try again shortly.',
    fr: 'Impossible de joindre le fournisseur du modèle. Réessayez dans un instant.',
    ar: 'تعذّر الاتصال بمزوّد النموذج. حاول مجددًا بعد قليل.',
  },
  optop_stream_cut: {
    'pt-BR': 'A resposta foi interrompida no meio. O que chegou foi mantido; gere de novo para continuar.',
    en: 'The answer was cut off midway. What arrived was kept; regenerate to continue.',
    fr: 'La réponse a été interrompue. Ce qui est arrivé est conservé ; régénérez pour continuer.',
    ar: 'انقطعت الإجابة في منتصفها. تم الاحتفاظ بما وصل؛ أعد التوليد للمتابعة.',
  },
  optop_stopped: {
    'pt-BR': 'Resposta interrompida.',
    en: 'Answer stopped.',
    fr: 'Réponse arrêtée.',
    ar: 'تم إيقاف الإجابة.',
  },
  optop_not_configured: {
    'pt-BR': 'Nenhum modelo configurado.',
    en: 'No model configured.',
    fr: 'Aucun modèle configuré.',
    ar: 'لم يتم إعداد أي نموذج.',
  },
  optop_plant_not_found: {
    'pt-BR': 'Nenhuma usina que você possa ver se chama “{name}”.',
    en: 'No plant you can see is called “{name}”.',
    fr: 'Aucune centrale visible pour vous ne s’appelle « {name} ».',
    ar: 'لا توجد محطة يمكنك رؤيتها باسم «{name}».',
  },
  optop_strategy_not_found: {
    'pt-BR': 'Nenhuma estratégia sua se chama “{name}”.',
    en: 'None of your strategies is called “{name}”.',
    fr: 'Aucune de vos stratégies ne s’appelle « {name} ».',
    ar: 'لا توجد لديك استراتيجية باسم «{name}».',
  },
  optop_page_not_found: {
    'pt-BR': 'Não encontrei uma página chamada “{name}”.',
    en: 'I found no page called “{name}”.',
    fr: 'Je n’ai trouvé aucune page nommée « {name} ».',
    ar: 'لم أجد صفحة باسم «{name}».',
  },
  optop_unknown_tool: {
    'pt-BR': 'Ferramenta desconhecida.',
    en: 'Unknown tool.',
    fr: 'Outil inconnu.',
    ar: 'أداة غير معروفة.',
  },
  optop_rejected: {
    'pt-BR': 'Recusado por você.',
    en: 'Rejected by you.',
    fr: 'Refusé par vous.',
    ar: 'رفضتَه أنت.',
  },
  optop_call_not_pending: {
    'pt-BR': 'Esta ação já foi decidida.',
    en: 'This action was already decided.',
    fr: 'Cette action a déjà été décidée.',
    ar: 'تم البتّ في هذا الإجراء مسبقًا.',
  },
  optop_nothing_to_regenerate: {
    'pt-BR': 'Não há pergunta para responder de novo.',
    en: 'There is no question to answer again.',
    fr: 'Il n’y a pas de question à laquelle répondre à nouveau.',
    ar: 'لا يوجد سؤال لإعادة الإجابة عنه.',
  },
  optop_offline_help: {
    'pt-BR':
      'Sem um modelo configurado, entendo perguntas diretas como:\n\n- “quanto gerou a usina Pampulha em março?”\n- “faturas vencidas”\n- “rode SmaCross em PETR4”\n- “por que não consigo abrir Financeiro?”',
    en: 'With no model configured, I understand direct questions such as:\n\n- “how much did plant Pampulha generate in March?”\n- “overdue invoices”\n- “run SmaCross on PETR4”\n- “why can’t I open Financeiro?”',
    fr: 'Sans modèle configuré, je comprends des questions directes comme :\n\n- « quanto gerou a usina Pampulha em março? »\n- « faturas vencidas »\n- « rode SmaCross em PETR4 »\n- « por que não consigo abrir Financeiro? »',
    ar: 'من دون نموذج مُعدّ، أفهم أسئلة مباشرة مثل:\n\n- «how much did plant Pampulha generate in March?»\n- «overdue invoices»\n- «run SmaCross on PETR4»\n- «why can’t I open Financeiro?»',
  },
  optop_offline_rejected: {
    'pt-BR': 'Tudo bem, não executei.',
    en: 'All right, I did not run it.',
    fr: 'D’accord, je ne l’ai pas lancé.',
    ar: 'حسنًا، لم أنفّذه.',
  },
  optop_first_byte_timeout: {
    'pt-BR': 'O provedor do modelo não começou a responder a tempo. Tente de novo em instantes.',
    en: 'The model provider did not start answering in time. Try again shortly.',
    fr: 'Le fournisseur du modèle n’a pas commencé à répondre à temps. Réessayez dans un instant.',
    ar: 'لم يبدأ مزوّد النموذج بالرد في الوقت المحدد. حاول مجددًا بعد قليل.',
  },
  optop_idle_timeout: {
    'pt-BR':
      'O provedor do modelo parou de responder no meio. O que chegou foi mantido; gere de novo para continuar.',
    en: 'The model provider stopped answering midway. What arrived was kept; regenerate to continue.',
    fr: 'Le fournisseur du modèle a cessé de répondre en cours de route. Ce qui est arrivé est conservé ; régénérez pour continuer.',
    ar: 'توقف مزوّد النموذج عن الرد في المنتصف. تم الاحتفاظ بما وصل؛ أعد التوليد للمتابعة.',
  },
  optop_round_limit: {
    'pt-BR': 'Parei após {rounds} consultas; reformule a pergunta.',
    en: 'I stopped after {rounds} lookups; please rephrase the question.',
    fr: 'Je me suis arrêté après {rounds} consultations ; reformulez la question.',
    ar: 'توقفت بعد {rounds} استعلامات؛ أعد صياغة السؤال.',
  },
  ...ENERGY_PRESENTER_MESSAGES,
  ...TRADING_PRESENTER_MESSAGES,
  ...PLATFORM_PRESENTER_MESSAGES,
  ...OPTOP_EXPORT_MESSAGES,
} as const;
