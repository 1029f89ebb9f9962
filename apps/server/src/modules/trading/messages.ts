import { MAX_RULES_DEPTH } from '@alvorada/contracts';
import type { Dictionary } from '../../platform/http/messages.ts';
import { SESSION_MESSAGES } from './session-messages.ts';
import { RUN_MESSAGES } from './run-messages.ts';

/** The trading area's message codes (errors, CSV problems, run failures), in every locale. */
export const TRADING_MESSAGES = {
  ...SESSION_MESSAGES,
  ...RUN_MESSAGES,
  invalid_symbol: {
    'pt-BR': 'Código inválido: letras maiúsculas, números, ponto, hífen ou sublinhado (até 24).',
    en: 'Invalid symbol: capital letters, digits, dot, hyphen or underscore (up to 24).',
    fr: 'Symbole invalide : majuscules, chiffres, point, tiret ou souligné (24 au plus).',
    ar: 'رمز غير صالح: أحرف كبيرة أو أرقام أو نقطة أو شرطة أو شرطة سفلية (حتى 24).',
  },
  invalid_currency: {
    'pt-BR': 'Moeda inválida (código ISO de três letras, como BRL).',
    en: 'Invalid currency (three-letter ISO code, such as BRL).',
    fr: 'Devise invalide (code ISO à trois lettres, comme BRL).',
    ar: 'عملة غير صالحة (رمز ISO من ثلاثة أحرف مثل BRL).',
  },
  invalid_timezone: {
    'pt-BR': 'Fuso horário desconhecido (use o nome IANA, como America/Sao_Paulo).',
    en: 'Unknown time zone (use its IANA name, such as America/Sao_Paulo).',
    fr: 'Fuseau horaire inconnu (utilisez son nom IANA, comme America/Sao_Paulo).',
    ar: 'منطقة زمنية غير معروفة (استخدم اسم IANA مثل America/Sao_Paulo).',
  },
  invalid_rate: {
    'pt-BR': 'Informe uma fração entre 0 e 0,1 (0,002 = 0,2 %).',
    en: 'Enter a fraction from 0 to 0.1 (0.002 = 0.2 %).',
    fr: 'Saisissez une fraction entre 0 et 0,1 (0,002 = 0,2 %).',
    ar: 'أدخل كسرًا بين 0 و0.1 (0.002 = 0.2٪).',
  },
  invalid_param: {
    'pt-BR': 'Nome de parâmetro inválido.',
    en: 'Invalid parameter name.',
    fr: 'Nom de paramètre invalide.',
    ar: 'اسم معامل غير صالح.',
  },
  unknown_param: {
    'pt-BR': 'Esta estratégia não tem esse parâmetro.',
    en: 'This strategy has no such parameter.',
    fr: 'Cette stratégie n’a pas ce paramètre.',
    ar: 'هذه الاستراتيجية لا تملك هذا المعامل.',
  },
  param_out_of_range: {
    'pt-BR': 'Valor fora do intervalo aceito por este parâmetro (ou não inteiro onde se pede um inteiro).',
    en: 'Value outside this parameter’s range (or not whole where a whole number is needed).',
    fr: 'Valeur hors de l’intervalle de ce paramètre (ou non entière là où un entier est requis).',
    ar: 'قيمة خارج نطاق هذا المعامل (أو غير صحيحة حيث يلزم عدد صحيح).',
  },
  rules_take_no_params: {
    'pt-BR': 'Estratégias por regras não têm parâmetros: os valores estão nas próprias regras.',
    en: 'Rule strategies take no parameters: their values are in the rules themselves.',
    fr: 'Les stratégies à règles n’ont pas de paramètres : les valeurs sont dans les règles.',
    ar: 'استراتيجيات القواعد لا تأخذ معاملات: القيم موجودة في القواعد نفسها.',
  },
  invalid_rule: {
    'pt-BR': 'Regra inválida: {reason}',
    en: 'Invalid rule: {reason}',
    fr: 'Règle invalide : {reason}',
    ar: 'قاعدة غير صالحة: {reason}',
  },
  rules_invalid: {
    'pt-BR': 'O conjunto de regras tem campos inválidos.',
    en: 'The rule set has invalid fields.',
    fr: 'Le jeu de règles contient des champs invalides.',
    ar: 'مجموعة القواعد تحتوي على حقول غير صالحة.',
  },
  rules_too_deep: {
    'pt-BR': `As regras estão aninhadas demais: no máximo ${MAX_RULES_DEPTH} níveis.`,
    en: `The rules nest too deeply: at most ${MAX_RULES_DEPTH} levels.`,
    fr: `Les règles sont trop imbriquées : ${MAX_RULES_DEPTH} niveaux au plus.`,
    ar: `القواعد متداخلة أكثر من اللازم: ${MAX_RULES_DEPTH} مستوى على الأكثر.`,
  },
  timeframe_too_fine: {
    'pt-BR': 'As velas de {symbol} são guardadas em {base}; escolha esse timeframe ou um maior.',
    en: '{symbol} candles are stored in {base}; choose that timeframe or a longer one.',
    fr: 'Les bougies de {symbol} sont stockées en {base} ; choisissez cette unité de temps ou une plus longue.',
    ar: 'شموع {symbol} مخزنة بإطار {base}؛ اختر هذا الإطار الزمني أو أطول منه.',
  },
  timeframe_unavailable: {
    'pt-BR': 'Timeframe indisponível para este instrumento.',
    en: 'Timeframe not available for this instrument.',
    fr: 'Unité de temps indisponible pour cet instrument.',
    ar: 'الإطار الزمني غير متاح لهذه الأداة.',
  },
  too_many_candles: {
    'pt-BR': 'Mais de {max} velas: escolha um período menor ou um timeframe maior.',
    en: 'More than {max} candles: choose a shorter period or a longer timeframe.',
    fr: 'Plus de {max} bougies : choisissez une période plus courte ou une unité de temps plus longue.',
    ar: 'أكثر من {max} شمعة: اختر فترة أقصر أو إطارًا زمنيًا أطول.',
  },
  date_range_reversed: {
    'pt-BR': 'A data inicial vem depois da data final.',
    en: 'The start date comes after the end date.',
    fr: 'La date de début est postérieure à la date de fin.',
    ar: 'تاريخ البداية يأتي بعد تاريخ النهاية.',
  },
  csv_rejected: {
    'pt-BR': {
      zero: 'Arquivo recusado: {count} problemas; o primeiro na linha {row}, coluna {column}: {problem} Nada foi gravado.',
      one: 'Arquivo recusado: {count} problema, na linha {row}, coluna {column}: {problem} Nada foi gravado.',
      other:
        'Arquivo recusado: {count} problemas; o primeiro na linha {row}, coluna {column}: {problem} Nada foi gravado.',
    },
    en: {
      one: 'File rejected: {count} problem, at row {row}, column {column}: {problem} Nothing was saved.',
      other:
        'File rejected: {count} problems; the first at row {row}, column {column}: {problem} Nothing was saved.',
    },
    fr: {
      one: 'Fichier refusé : {count} problème, à la ligne {row}, colonne {column} : {problem} Rien n’a été enregistré.',
      other:
        'Fichier refusé : {count} problèmes ; le premier à la ligne {row}, colonne {column} : {problem} Rien n’a été enregistré.',
    },
    ar: {
      zero: 'تم رفض الملف: {count} مشكلة؛ الأولى في السطر {row}، العمود {column}: {problem} لم يُحفظ أي شيء.',
      one: 'تم رفض الملف: مشكلة واحدة في السطر {row}، العمود {column}: {problem} لم يُحفظ أي شيء.',
      two: 'تم رفض الملف: مشكلتان؛ الأولى في السطر {row}، العمود {column}: {problem} لم يُحفظ أي شيء.',
      few: 'تم رفض الملف: {count} مشكلات؛ الأولى في السطر {row}، العمود {column}: {problem} لم يُحفظ أي شيء.',
      many: 'تم رفض الملف: {count} مشكلةً؛ الأولى في السطر {row}، العمود {column}: {problem} لم يُحفظ أي شيء.',
      other: 'تم رفض الملف: {count} مشكلة؛ الأولى في السطر {row}، العمود {column}: {problem} لم يُحفظ أي شيء.',
    },
  },
  csv_missing_value: {
    'pt-BR': 'valor ausente.',
    en: 'missing value.',
    fr: 'valeur manquante.',
    ar: 'قيمة مفقودة.',
  },
  csv_not_a_number: {
    'pt-BR': 'não é um número.',
    en: 'not a number.',
    fr: 'ce n’est pas un nombre.',
    ar: 'ليست رقمًا.',
  },
  csv_bad_time: {
    'pt-BR': 'data/hora ilegível.',
    en: 'unreadable date/time.',
    fr: 'date/heure illisible.',
    ar: 'تاريخ/وقت غير مقروء.',
  },
  csv_high_below: {
    'pt-BR': 'a máxima está abaixo da abertura ou do fechamento.',
    en: 'the high is below the open or the close.',
    fr: 'le plus haut est sous l’ouverture ou la clôture.',
    ar: 'أعلى سعر أقل من سعر الافتتاح أو الإغلاق.',
  },
  csv_low_above: {
    'pt-BR': 'a mínima está acima da abertura ou do fechamento.',
    en: 'the low is above the open or the close.',
    fr: 'le plus bas est au-dessus de l’ouverture ou de la clôture.',
    ar: 'أدنى سعر أعلى من سعر الافتتاح أو الإغلاق.',
  },
  csv_negative_volume: {
    'pt-BR': 'volume negativo.',
    en: 'negative volume.',
    fr: 'volume négatif.',
    ar: 'حجم سالب.',
  },
  csv_duplicate_time: {
    'pt-BR': 'horário repetido.',
    en: 'repeated time.',
    fr: 'horodatage répété.',
    ar: 'وقت مكرر.',
  },
  csv_time_order: {
    'pt-BR': 'horário fora de ordem.',
    en: 'time out of order.',
    fr: 'horodatage hors d’ordre.',
    ar: 'وقت خارج الترتيب.',
  },
  csv_missing_field: {
    'pt-BR': 'a linha tem menos campos que o cabeçalho pede.',
    en: 'the row has fewer fields than the header needs.',
    fr: 'la ligne a moins de champs que l’en-tête n’en demande.',
    ar: 'السطر يحتوي على حقول أقل مما تتطلبه الترويسة.',
  },
  csv_missing_column: {
    'pt-BR': 'coluna obrigatória ausente (data, abertura, máxima, mínima, fechamento).',
    en: 'required column missing (date, open, high, low, close).',
    fr: 'colonne obligatoire absente (date, ouverture, plus haut, plus bas, clôture).',
    ar: 'عمود مطلوب مفقود (التاريخ، الافتتاح، الأعلى، الأدنى، الإغلاق).',
  },
  csv_no_data: {
    'pt-BR': 'o arquivo não tem linhas de dados.',
    en: 'the file has no data rows.',
    fr: 'le fichier ne contient aucune ligne de données.',
    ar: 'لا يحتوي الملف على أسطر بيانات.',
  },
  csv_symbol_other: {
    'pt-BR': 'as velas são de {found}, não deste instrumento: importe-as em {found}.',
    en: 'the candles are {found}’s, not this instrument’s: import them into {found}.',
    fr: 'les bougies sont celles de {found}, pas de cet instrument : importez-les dans {found}.',
    ar: 'الشموع تخص {found} وليس هذه الأداة: استوردها في {found}.',
  },
  csv_symbol_meant: {
    'pt-BR': 'ativo “{found}” não cadastrado. Você quis dizer “{name}”?',
    en: 'unknown asset “{found}”. Did you mean “{name}”?',
    fr: 'actif « {found} » inconnu. Vouliez-vous dire « {name} » ?',
    ar: 'أصل غير مسجل «{found}». هل تقصد «{name}»؟',
  },
  csv_symbol_unknown: {
    'pt-BR': 'ativo “{found}” não cadastrado; este instrumento é {symbol}.',
    en: 'unknown asset “{found}”; this instrument is {symbol}.',
    fr: 'actif « {found} » inconnu ; cet instrument est {symbol}.',
    ar: 'أصل غير مسجل «{found}»؛ هذه الأداة هي {symbol}.',
  },
  csv_invalid: {
    'pt-BR': 'valor inválido.',
    en: 'invalid value.',
    fr: 'valeur invalide.',
    ar: 'قيمة غير صالحة.',
  },
  candles_per_import_exceeded: {
    'pt-BR': 'O arquivo tem {rows} velas; uma importação aceita no máximo {max}. Nada foi gravado.',
    en: 'The file holds {rows} candles; one import takes at most {max}. Nothing was saved.',
    fr: 'Le fichier contient {rows} bougies ; une importation en accepte au plus {max}. Rien n’a été enregistré.',
    ar: 'يحتوي الملف على {rows} شمعة؛ يقبل الاستيراد الواحد {max} شمعة على الأكثر. لم يُحفظ أي شيء.',
  },
  candles_per_instrument_exceeded: {
    'pt-BR':
      '{symbol} guarda no máximo {max} velas: já tem {stored} e o arquivo acrescentaria {added}. Nada foi gravado.',
    en: '{symbol} stores at most {max} candles: it has {stored} and the file would add {added}. Nothing was saved.',
    fr: '{symbol} conserve au plus {max} bougies : il en a {stored} et le fichier en ajouterait {added}. Rien n’a été enregistré.',
    ar: 'تحتفظ {symbol} بـ{max} شمعة على الأكثر: لديها {stored} وسيضيف الملف {added}. لم يُحفظ أي شيء.',
  },
  instrument_used_by_others: {
    'pt-BR': {
      zero: 'Usado por {count} backtests ou sessões de outros usuários: o instrumento não foi excluído.',
      one: 'Usado por {count} backtest ou sessão de outro usuário: o instrumento não foi excluído.',
      other: 'Usado por {count} backtests ou sessões de outros usuários: o instrumento não foi excluído.',
    },
    en: {
      one: 'Used by {count} backtest or session of another user: the instrument was not deleted.',
      other: 'Used by {count} backtests or sessions of other users: the instrument was not deleted.',
    },
    fr: {
      one: 'Utilisé par {count} backtest ou session d’un autre utilisateur : l’instrument n’a pas été supprimé.',
      other:
        'Utilisé par {count} backtests ou sessions d’autres utilisateurs : l’instrument n’a pas été supprimé.',
    },
    ar: {
      zero: 'مستخدمة في {count} اختبار أو جلسة لمستخدمين آخرين: لم تُحذف الأداة.',
      one: 'مستخدمة في اختبار أو جلسة واحدة لمستخدم آخر: لم تُحذف الأداة.',
      two: 'مستخدمة في اختبارين أو جلستين لمستخدمين آخرين: لم تُحذف الأداة.',
      few: 'مستخدمة في {count} اختبارات أو جلسات لمستخدمين آخرين: لم تُحذف الأداة.',
      many: 'مستخدمة في {count} اختبارًا أو جلسةً لمستخدمين آخرين: لم تُحذف الأداة.',
      other: 'مستخدمة في {count} اختبار أو جلسة لمستخدمين آخرين: لم تُحذف الأداة.',
    },
  },
  instrument_used_by_own: {
    'pt-BR': {
      zero: 'Usado por {count} backtests ou sessões seus, que o guardam: o instrumento não foi excluído.',
      one: 'Usado por {count} backtest ou sessão sua, que o guarda: o instrumento não foi excluído.',
      other: 'Usado por {count} backtests ou sessões seus, que o guardam: o instrumento não foi excluído.',
    },
    en: {
      one: 'Used by {count} backtest or session of yours, which keeps it: the instrument was not deleted.',
      other: 'Used by {count} of your backtests or sessions, which keep it: the instrument was not deleted.',
    },
    fr: {
      one: 'Utilisé par {count} de vos backtests ou sessions, qui le conserve : l’instrument n’a pas été supprimé.',
      other:
        'Utilisé par {count} de vos backtests ou sessions, qui le conservent : l’instrument n’a pas été supprimé.',
    },
    ar: {
      zero: 'مستخدمة في {count} من اختباراتك أو جلساتك التي تحتفظ بها: لم تُحذف الأداة.',
      one: 'مستخدمة في اختبار أو جلسة واحدة لك تحتفظ بها: لم تُحذف الأداة.',
      two: 'مستخدمة في اثنين من اختباراتك أو جلساتك التي تحتفظ بها: لم تُحذف الأداة.',
      few: 'مستخدمة في {count} من اختباراتك أو جلساتك التي تحتفظ بها: لم تُحذف الأداة.',
      many: 'مستخدمة في {count} من اختباراتك أو جلساتك التي تحتفظ بها: لم تُحذف الأداة.',
      other: 'مستخدمة في {count} من اختباراتك أو جلساتك التي تحتفظ بها: لم تُحذف الأداة.',
    },
  },
  run_already_active: {
    'pt-BR': 'Uma execução idêntica já está em andamento (nº {id}).',
    en: 'An identical run is already under way (no. {id}).',
    fr: 'Une exécution identique est déjà en cours (n° {id}).',
    ar: 'يوجد تشغيل مطابق قيد التنفيذ بالفعل (رقم {id}).',
  },
  run_finished: {
    'pt-BR': 'Esta execução já terminou e não pode ser cancelada.',
    en: 'This run has already finished and cannot be cancelled.',
    fr: 'Cette exécution est déjà terminée et ne peut pas être annulée.',
    ar: 'انتهى هذا التشغيل بالفعل ولا يمكن إلغاؤه.',
  },
  run_interrupted: {
    'pt-BR': 'Interrompida: o servidor parou antes de terminá-la.',
    en: 'Interrupted: the server stopped before it finished.',
    fr: 'Interrompue : le serveur s’est arrêté avant la fin.',
    ar: 'توقف: توقف الخادم قبل انتهائه.',
  },
  run_lock_lost: {
    'pt-BR': 'Interrompida: a conexão com o banco de dados caiu durante o cálculo. Execute-a de novo.',
    en: 'Interrupted: the connection to the database was lost during the computation. Run it again.',
    fr: 'Interrompue : la connexion à la base de données a été perdue pendant le calcul. Relancez-la.',
    ar: 'توقف: انقطع الاتصال بقاعدة البيانات أثناء الحساب. شغّله مرة أخرى.',
  },
  run_no_candles: {
    'pt-BR': 'Não há velas suficientes no período escolhido.',
    en: 'There are not enough candles in the chosen period.',
    fr: 'Il n’y a pas assez de bougies sur la période choisie.',
    ar: 'لا توجد شموع كافية في الفترة المختارة.',
  },
  run_engine_failed: {
    'pt-BR': 'O motor de backtest recusou a execução: {reason}',
    en: 'The backtest engine refused the run: {reason}',
    fr: 'Le moteur de backtest a refusé l’exécution : {reason}',
    ar: 'رفض محرك الاختبار التشغيل: {reason}',
  },
  // The run's job id, kept apart in Arabic so its letters and digits are not reordered.
  run_failed_internal: {
    'pt-BR': 'A execução falhou por um erro interno; se persistir, informe ao suporte o código {reason}.',
    en: 'The run failed with an internal error; if it persists, give support the code {reason}.',
    fr: 'L’exécution a échoué sur une erreur interne ; si elle persiste, donnez au support le code {reason}.',
    ar: 'فشل التشغيل بسبب خطأ داخلي، وإن تكرر فأبلغ الدعم بالرمز \u2066{reason}\u2069.',
  },
  // The chunk's job id, kept apart in Arabic as the run's is above.
  run_chunk_failed: {
    'pt-BR':
      'Uma parte da busca não pôde ser calculada pelos processos de cálculo (a tarefa {reason} falhou de vez). Execute-a de novo.',
    en: 'A part of the search could not be computed by the worker processes (its job {reason} failed for good). Run it again.',
    fr: 'Une partie de la recherche n’a pas pu être calculée par les processus de calcul (sa tâche {reason} a échoué définitivement). Relancez-la.',
    ar: 'تعذّر على عمليات الحساب حساب جزء من البحث (فشلت مهمته \u2066{reason}\u2069 نهائيًا). شغّله مرة أخرى.',
  },
  optimization_too_large: {
    'pt-BR': {
      zero: 'A grade tem {count} combinações; o limite é {max}.',
      one: 'A grade tem {count} combinação; o limite é {max}.',
      other: 'A grade tem {count} combinações; o limite é {max}.',
    },
    en: {
      one: 'The grid has {count} combination; the limit is {max}.',
      other: 'The grid has {count} combinations; the limit is {max}.',
    },
    fr: {
      one: 'La grille compte {count} combinaison ; la limite est {max}.',
      other: 'La grille compte {count} combinaisons ; la limite est {max}.',
    },
    ar: {
      zero: 'تحتوي الشبكة على {count} تركيبة؛ الحد الأقصى {max}.',
      one: 'تحتوي الشبكة على تركيبة واحدة؛ الحد الأقصى {max}.',
      two: 'تحتوي الشبكة على تركيبتين؛ الحد الأقصى {max}.',
      few: 'تحتوي الشبكة على {count} تركيبات؛ الحد الأقصى {max}.',
      many: 'تحتوي الشبكة على {count} تركيبةً؛ الحد الأقصى {max}.',
      other: 'تحتوي الشبكة على {count} تركيبة؛ الحد الأقصى {max}.',
    },
  },
  walk_forward_too_few_bars: {
    'pt-BR':
      'Velas insuficientes para a análise walk-forward: são necessárias pelo menos {reason} no período. Use um período maior, menos janelas ou uma proporção de treino menor.',
    en: 'Not enough candles for the walk-forward analysis: it needs at least {reason} in the period. Use a longer period, fewer windows or a smaller training ratio.',
    fr: 'Pas assez de bougies pour l’analyse walk-forward : il en faut au moins {reason} sur la période. Choisissez une période plus longue, moins de fenêtres ou un ratio d’entraînement plus faible.',
    ar: 'لا توجد شموع كافية لتحليل walk-forward: يلزم {reason} على الأقل في الفترة. استخدم فترة أطول أو نوافذ أقل أو نسبة تدريب أصغر.',
  },
  run_not_done: {
    'pt-BR': 'Esta execução não terminou com sucesso: a análise usa as operações de um backtest concluído.',
    en: 'This run did not finish successfully: the analysis uses the trades of a finished backtest.',
    fr: 'Cette exécution ne s’est pas terminée avec succès : l’analyse utilise les opérations d’un backtest terminé.',
    ar: 'لم ينته هذا التشغيل بنجاح: يستخدم التحليل صفقات اختبار مكتمل.',
  },
  monte_carlo_too_large: {
    'pt-BR':
      '{runs} simulações de {trades} operações passam do limite de {max} sorteios; use menos simulações.',
    en: '{runs} paths of {trades} trades exceed the limit of {max} draws; use fewer paths.',
    fr: '{runs} simulations de {trades} opérations dépassent la limite de {max} tirages ; réduisez les simulations.',
    ar: '{runs} مسارًا من {trades} صفقة تتجاوز حد {max} سحبة؛ استخدم مسارات أقل.',
  },
} satisfies Dictionary;
