import type { Dictionary } from '../../platform/http/messages.ts';

/**
 * Messages of deleting runs, of a run's record that no longer reads, of a search's expressions, and of a manual
 * order's size.
 */
export const RUN_MESSAGES = {
  run_active: {
    'pt-BR': 'Esta execução ainda está na fila ou em andamento: cancele-a antes de excluí-la.',
    en: 'This run is still queued or running: cancel it before deleting it.',
    fr: 'Cette exécution est encore en attente ou en cours : annulez-la avant de la supprimer.',
    ar: 'هذا التشغيل لا يزال في الانتظار أو قيد التنفيذ: ألغِه قبل حذفه.',
  },
  run_unreadable: {
    'pt-BR': 'O registro desta execução está incompleto e não pode ser lido. Exclua-o e rode de novo.',
    en: 'This run’s record is incomplete and cannot be read. Delete it and run it again.',
    fr: 'L’enregistrement de cette exécution est incomplet et illisible. Supprimez-le et relancez-la.',
    ar: 'سجل هذا التشغيل غير مكتمل ولا يمكن قراءته. احذفه وشغّله من جديد.',
  },
  expression_syntax: {
    'pt-BR':
      'Expressão inválida: use números, nomes, + - * / ^, comparações (< <= > >= == !=), and, or, not e parênteses, como n1 < n2.',
    en: 'Invalid expression: use numbers, names, + - * / ^, comparisons (< <= > >= == !=), and, or, not and parentheses, as in n1 < n2.',
    fr: 'Expression invalide : utilisez des nombres, des noms, + - * / ^, des comparaisons (< <= > >= == !=), and, or, not et des parenthèses, comme n1 < n2.',
    ar: 'تعبير غير صالح: استخدم الأرقام والأسماء و+ - * / ^ والمقارنات (< <= > >= == !=) وand وor وnot والأقواس، مثل n1 < n2.',
  },
  expression_unknown_name: {
    'pt-BR':
      'A expressão usa um nome desconhecido: uma restrição usa os parâmetros da busca; uma fórmula, as estatísticas entre aspas, como "Return [%]".',
    en: 'The expression uses an unknown name: a constraint uses the search’s parameters; a formula, the statistics in double quotes, as in "Return [%]".',
    fr: 'L’expression utilise un nom inconnu : une contrainte utilise les paramètres de la recherche ; une formule, les statistiques entre guillemets, comme "Return [%]".',
    ar: 'يستخدم التعبير اسمًا غير معروف: يستخدم القيد معاملات البحث، وتستخدم الصيغة الإحصاءات بين علامتي تنصيص مثل "Return [%]".',
  },
  model_search_too_many_tries: {
    'pt-BR': 'A busca por modelo tenta no máximo 1.000 combinações.',
    en: 'The model-based search tries at most 1,000 combinations.',
    fr: 'La recherche par modèle essaie au plus 1 000 combinaisons.',
    ar: 'يجرّب البحث القائم على النموذج 1000 تركيبة على الأكثر.',
  },
  order_units_not_whole: {
    'pt-BR':
      'A quantidade deve ser um número inteiro de lotes do ativo (ou de unidades, sem arredondar a lotes).',
    en: 'The quantity must be a whole number of the instrument’s lots (or units, without rounding to lots).',
    fr: 'La quantité doit être un nombre entier de lots de l’instrument (ou d’unités, sans arrondi aux lots).',
    ar: 'يجب أن تكون الكمية عددًا صحيحًا من لوتات الأداة (أو من الوحدات، دون التقريب إلى لوتات).',
  },
} satisfies Dictionary;
