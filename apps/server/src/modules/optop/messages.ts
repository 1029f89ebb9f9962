/** The agent's message codes (provider errors, refusals, the offline router's answers), in every locale. */
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
  optop_offline_period: {
    'pt-BR': 'Período: {from} a {to}.',
    en: 'Period: {from} to {to}.',
    fr: 'Période : {from} à {to}.',
    ar: 'الفترة: من {from} إلى {to}.',
  },
  optop_offline_generation: {
    'pt-BR': '- **{plant}** gerou **{generated} kWh** (esperado: {expected} kWh).',
    en: '- **{plant}** generated **{generated} kWh** (expected: {expected} kWh).',
    fr: '- **{plant}** a produit **{generated} kWh** (attendu : {expected} kWh).',
    ar: '- أنتجت **{plant}** ‏**{generated} كيلوواط ساعة** (المتوقع: {expected} كيلوواط ساعة).',
  },
  optop_offline_overdue: {
    'pt-BR': '**{count}** faturas vencidas. As mais antigas:',
    en: '**{count}** overdue invoices. The oldest:',
    fr: '**{count}** factures échues. Les plus anciennes :',
    ar: '**{count}** فواتير متأخرة. الأقدم منها:',
  },
  optop_offline_backtest: {
    'pt-BR': 'Backtest **#{id}** de “{strategy}” em {symbol} está na fila. Acompanhe em Backtest.',
    en: 'Backtest **#{id}** of “{strategy}” on {symbol} is queued. Follow it in Backtest.',
    fr: 'Le backtest **#{id}** de « {strategy} » sur {symbol} est en file. Suivez-le dans Backtest.',
    ar: 'الاختبار الرجعي **#{id}** لـ«{strategy}» على {symbol} في قائمة الانتظار. تابعه في Backtest.',
  },
  optop_offline_allowed: {
    'pt-BR': 'Você pode abrir {path}.',
    en: 'You can open {path}.',
    fr: 'Vous pouvez ouvrir {path}.',
    ar: 'يمكنك فتح {path}.',
  },
  optop_offline_denied: {
    'pt-BR':
      'Você não pode abrir {path}: a página exige {permissions}, que o seu perfil não concede. Peça a um administrador.',
    en: 'You cannot open {path}: the page needs {permissions}, which your role does not grant. Ask an administrator.',
    fr: 'Vous ne pouvez pas ouvrir {path} : la page exige {permissions}, que votre rôle n’accorde pas. Demandez à un administrateur.',
    ar: 'لا يمكنك فتح {path}: تتطلب الصفحة {permissions}، ودورك لا يمنحها. اطلب ذلك من مسؤول.',
  },
  optop_offline_permission: {
    'pt-BR': 'a permissão “{action}” em “{subject}”',
    en: 'the “{action}” permission on “{subject}”',
    fr: 'la permission « {action} » sur « {subject} »',
    ar: 'صلاحية «{action}» على «{subject}»',
  },
  optop_offline_rejected: {
    'pt-BR': 'Tudo bem, não executei.',
    en: 'All right, I did not run it.',
    fr: 'D’accord, je ne l’ai pas lancé.',
    ar: 'حسنًا، لم أنفّذه.',
  },
  optop_offline_result: {
    'pt-BR': 'Resultado:',
    en: 'Result:',
    fr: 'Résultat :',
    ar: 'النتيجة:',
  },
} as const;
