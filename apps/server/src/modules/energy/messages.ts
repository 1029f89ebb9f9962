import type { Dictionary } from '../../platform/http/messages.ts';
import { REPORT_MESSAGES } from './report-messages.ts';
import { INVOICE_MESSAGES } from './invoice-messages.ts';
import { NOTICE_MESSAGES } from './notice-messages.ts';
import { GENERATION_SOURCE_MESSAGES } from './generation-source-messages.ts';

/** The energy area's message codes (errors and per-row import problems), in every locale. */
export const ENERGY_MESSAGES = {
  ...REPORT_MESSAGES,
  ...INVOICE_MESSAGES,
  ...NOTICE_MESSAGES,
  ...GENERATION_SOURCE_MESSAGES,
  invalid_cycle: {
    'pt-BR': 'Mês de referência inválido (use AAAA-MM).',
    en: 'Invalid reference month (use YYYY-MM).',
    fr: 'Mois de référence invalide (utilisez AAAA-MM).',
    ar: 'شهر مرجعي غير صالح (استخدم YYYY-MM).',
  },
  period_reversed: {
    'pt-BR': 'O mês inicial vem depois do mês final.',
    en: 'The start month comes after the end month.',
    fr: 'Le mois de début est postérieur au mois de fin.',
    ar: 'شهر البداية يأتي بعد شهر النهاية.',
  },
  period_too_long: {
    'pt-BR': 'Escolha um período de até {months} meses.',
    en: 'Choose a period of at most {months} months.',
    fr: 'Choisissez une période de {months} mois au plus.',
    ar: 'اختر فترة لا تتجاوز {months} شهرًا.',
  },
  days_reversed: {
    'pt-BR': 'O dia inicial vem depois do dia final.',
    en: 'The start day comes after the end day.',
    fr: 'Le jour de début est postérieur au jour de fin.',
    ar: 'يوم البداية يأتي بعد يوم النهاية.',
  },
  days_too_long: {
    'pt-BR': 'Escolha até {days} dias.',
    en: 'Choose at most {days} days.',
    fr: 'Choisissez {days} jours au plus.',
    ar: 'اختر {days} يومًا على الأكثر.',
  },
  invalid_uf: {
    'pt-BR': 'UF inválida (duas letras maiúsculas).',
    en: 'Invalid state code (two capital letters).',
    fr: 'Code d’État invalide (deux majuscules).',
    ar: 'رمز ولاية غير صالح (حرفان كبيران).',
  },
  negative_value: {
    'pt-BR': 'O valor não pode ser negativo.',
    en: 'The value cannot be negative.',
    fr: 'La valeur ne peut pas être négative.',
    ar: 'لا يمكن أن تكون القيمة سالبة.',
  },
  implausible_generation: {
    'pt-BR': 'Geração acima de 1,2 × kWp × 8 h para o dia.',
    en: 'Generation above 1.2 × kWp × 8 h for the day.',
    fr: 'Production supérieure à 1,2 × kWc × 8 h pour la journée.',
    ar: 'إنتاج يتجاوز 1.2 × kWp × 8 ساعات لليوم.',
  },
  future_date: {
    'pt-BR': 'Data no futuro.',
    en: 'Date in the future.',
    fr: 'Date dans le futur.',
    ar: 'تاريخ في المستقبل.',
  },
  unknown_plant: {
    'pt-BR': 'Usina não cadastrada.',
    en: 'Unknown plant.',
    fr: 'Centrale inconnue.',
    ar: 'محطة غير مسجلة.',
  },
  unknown_plant_meant: {
    'pt-BR': 'Usina não cadastrada. Você quis dizer “{name}”?',
    en: 'Unknown plant. Did you mean “{name}”?',
    fr: 'Centrale inconnue. Vouliez-vous dire « {name} » ?',
    ar: 'محطة غير مسجلة. هل تقصد "{name}"؟',
  },
  unknown_unit: {
    'pt-BR': 'UC não cadastrada.',
    en: 'Unknown consumer unit.',
    fr: 'Point de livraison inconnu.',
    ar: 'وحدة استهلاك غير مسجلة.',
  },
  unknown_unit_meant: {
    'pt-BR': 'UC não cadastrada. Você quis dizer “{name}”?',
    en: 'Unknown consumer unit. Did you mean “{name}”?',
    fr: 'Point de livraison inconnu. Vouliez-vous dire « {name} » ?',
    ar: 'وحدة استهلاك غير مسجلة. هل تقصد "{name}"؟',
  },
  duplicate_row: {
    'pt-BR': 'Linha repetida no arquivo.',
    en: 'Row repeated in the file.',
    fr: 'Ligne répétée dans le fichier.',
    ar: 'سطر مكرر في الملف.',
  },
  missing_columns: {
    'pt-BR': 'Faltam colunas obrigatórias no cabeçalho: {columns}. Baixe o modelo para ver o formato.',
    en: 'The header lacks required columns: {columns}. Download the template to see the format.',
    fr: 'Il manque des colonnes obligatoires dans l’en-tête : {columns}. Téléchargez le modèle pour voir le format.',
    ar: 'تنقص الترويسة أعمدة مطلوبة: {columns}. نزّل النموذج لترى الصيغة.',
  },
  import_binary_file: {
    'pt-BR':
      'Este arquivo não é texto (parece uma planilha, um PDF ou outro binário). Salve-o como CSV ou JSON e envie de novo.',
    en: 'This file is not text (it looks like a spreadsheet, a PDF or another binary). Save it as CSV or JSON and send it again.',
    fr: 'Ce fichier n’est pas du texte (il ressemble à un tableur, un PDF ou un autre binaire). Enregistrez-le en CSV ou JSON et renvoyez-le.',
    ar: 'هذا الملف ليس نصًا (يبدو جدول بيانات أو PDF أو ملفًا ثنائيًا آخر). احفظه بصيغة CSV أو JSON وأرسله مجددًا.',
  },
  import_not_utf8: {
    'pt-BR':
      'O arquivo não está em UTF-8: os acentos da linha {line} não podem ser lidos. Salve-o como “CSV UTF-8” e envie de novo.',
    en: 'The file is not in UTF-8: the accents on line {line} cannot be read. Save it as “CSV UTF-8” and send it again.',
    fr: 'Le fichier n’est pas en UTF-8 : les accents de la ligne {line} sont illisibles. Enregistrez-le en « CSV UTF-8 » et renvoyez-le.',
    ar: 'الملف ليس بترميز UTF-8: لا يمكن قراءة الحروف المشكَّلة في السطر {line}. احفظه بصيغة "CSV UTF-8" وأرسله مجددًا.',
  },
  import_invalid_json: {
    'pt-BR':
      'O JSON do arquivo está malformado: ele deve ser uma lista de objetos, como [{"uc": "…", "mes_referencia": "2026-10", …}].',
    en: 'The file’s JSON is malformed: it must be a list of objects, such as [{"uc": "…", "mes_referencia": "2026-10", …}].',
    fr: 'Le JSON du fichier est mal formé : il doit être une liste d’objets, comme [{"uc": "…", "mes_referencia": "2026-10", …}].',
    ar: 'صيغة JSON في الملف غير سليمة: يجب أن يكون قائمة كائنات، مثل [{"uc": "…", "mes_referencia": "2026-10", …}].',
  },
  empty_file: {
    'pt-BR': 'O arquivo não tem linhas de dados.',
    en: 'The file has no data rows.',
    fr: 'Le fichier ne contient aucune ligne de données.',
    ar: 'لا يحتوي الملف على أسطر بيانات.',
  },
  import_rejected: {
    'pt-BR': {
      zero: 'Arquivo recusado: {count} erros. Nada foi gravado.',
      one: 'Arquivo recusado: {count} erro. Nada foi gravado.',
      other: 'Arquivo recusado: {count} erros. Nada foi gravado.',
    },
    en: {
      one: 'File rejected: {count} error. Nothing was saved.',
      other: 'File rejected: {count} errors. Nothing was saved.',
    },
    fr: {
      one: 'Fichier refusé : {count} erreur. Rien n’a été enregistré.',
      other: 'Fichier refusé : {count} erreurs. Rien n’a été enregistré.',
    },
    ar: {
      zero: 'تم رفض الملف: {count} خطأ. لم يُحفظ أي شيء.',
      one: 'تم رفض الملف: خطأ واحد. لم يُحفظ أي شيء.',
      two: 'تم رفض الملف: خطآن. لم يُحفظ أي شيء.',
      few: 'تم رفض الملف: {count} أخطاء. لم يُحفظ أي شيء.',
      many: 'تم رفض الملف: {count} خطأً. لم يُحفظ أي شيء.',
      other: 'تم رفض الملف: {count} خطأ. لم يُحفظ أي شيء.',
    },
  },
  allocation_over_100: {
    'pt-BR': 'A soma dos percentuais do rateio passa de 100 %.',
    en: 'The allocation percentages add up to more than 100 %.',
    fr: 'La somme des pourcentages de répartition dépasse 100 %.',
    ar: 'مجموع نسب التوزيع يتجاوز 100٪.',
  },
  allocation_invalid: {
    'pt-BR':
      'Rateio inválido: cada UC uma vez, com percentual (PERCENTUAL) ou prioridade única (PRIORIDADE).',
    en: 'Invalid allocation: each UC once, with a percentage (PERCENTUAL) or a unique priority (PRIORIDADE).',
    fr: 'Répartition invalide : chaque PDL une fois, avec un pourcentage (PERCENTUAL) ou une priorité unique (PRIORIDADE).',
    ar: 'توزيع غير صالح: كل وحدة مرة واحدة، بنسبة (PERCENTUAL) أو أولوية فريدة (PRIORIDADE).',
  },
  allocation_duplicate_unit: {
    'pt-BR': 'Esta UC já está no rateio.',
    en: 'This consumer unit is already in the allocation.',
    fr: 'Ce point de livraison figure déjà dans la répartition.',
    ar: 'وحدة الاستهلاك هذه موجودة بالفعل في التوزيع.',
  },
  allocation_share_required: {
    'pt-BR': 'Informe um percentual maior que zero.',
    en: 'Enter a percentage above zero.',
    fr: 'Indiquez un pourcentage supérieur à zéro.',
    ar: 'أدخل نسبة أكبر من الصفر.',
  },
  allocation_priority_required: {
    'pt-BR': 'Informe a ordem de prioridade.',
    en: 'Enter the order of priority.',
    fr: 'Indiquez l’ordre de priorité.',
    ar: 'أدخل ترتيب الأولوية.',
  },
  allocation_priority_repeated: {
    'pt-BR': 'Esta ordem de prioridade já foi usada por outra UC.',
    en: 'Another consumer unit already has this priority.',
    fr: 'Un autre point de livraison a déjà cette priorité.',
    ar: 'وحدة استهلاك أخرى لها هذه الأولوية بالفعل.',
  },
  allocation_cycle_closed: {
    'pt-BR': 'Escolha um ciclo posterior ao último ciclo fechado.',
    en: 'Choose a cycle after the last closed cycle.',
    fr: 'Choisissez un cycle postérieur au dernier cycle clôturé.',
    ar: 'اختر دورة بعد آخر دورة مغلقة.',
  },
  allocation_cycle_after: {
    'pt-BR': 'O rateio só pode valer a partir de um ciclo posterior a {cycle}, o último já fechado.',
    en: 'The allocation can only take effect from a cycle after {cycle}, the last one closed.',
    fr: 'La répartition ne peut s’appliquer qu’à partir d’un cycle postérieur à {cycle}, le dernier clôturé.',
    ar: 'لا يسري التوزيع إلا من دورة بعد {cycle}، آخر دورة مغلقة.',
  },
  allocation_version_used: {
    'pt-BR': 'A versão {version} já foi usada no fechamento de ciclos (até {cycle}); crie uma nova versão.',
    en: 'Version {version} was already used to close cycles (up to {cycle}); create a new version.',
    fr: 'La version {version} a déjà servi à clôturer des cycles (jusqu’à {cycle}) ; créez une nouvelle version.',
    ar: 'استُخدم الإصدار {version} بالفعل في إغلاق الدورات (حتى {cycle})؛ أنشئ إصدارًا جديدًا.',
  },
  distributor_mismatch: {
    'pt-BR': 'A UC deve ser da mesma distribuidora da usina.',
    en: 'The consumer unit must belong to the plant’s distributor.',
    fr: 'Le point de livraison doit appartenir au distributeur de la centrale.',
    ar: 'يجب أن تتبع وحدة الاستهلاك موزع المحطة.',
  },
  cycle_busy: {
    'pt-BR': 'O ciclo {cycle} está em fechamento.',
    en: 'Cycle {cycle} is being closed.',
    fr: 'Le cycle {cycle} est en cours de clôture.',
    ar: 'الدورة {cycle} قيد الإغلاق.',
  },
  cycle_not_latest: {
    'pt-BR': 'Só o último ciclo fechado pode ser recalculado; há ciclos posteriores fechados.',
    en: 'Only the latest closed cycle can be recomputed; later cycles are closed.',
    fr: 'Seul le dernier cycle clôturé peut être recalculé ; des cycles ultérieurs sont clôturés.',
    ar: 'يمكن إعادة حساب آخر دورة مغلقة فقط؛ توجد دورات لاحقة مغلقة.',
  },
  cycle_previous_open: {
    'pt-BR': 'Feche antes o ciclo anterior ({cycle}).',
    en: 'Close the previous cycle ({cycle}) first.',
    fr: 'Clôturez d’abord le cycle précédent ({cycle}).',
    ar: 'أغلق الدورة السابقة ({cycle}) أولًا.',
  },
  cycle_not_closed: {
    'pt-BR': 'O ciclo ainda não foi fechado.',
    en: 'The cycle is not closed yet.',
    fr: 'Le cycle n’est pas encore clôturé.',
    ar: 'لم تُغلق الدورة بعد.',
  },
  cycle_closed: {
    'pt-BR': 'O ciclo {cycle} está fechado; recalcule-o para mudar seus dados.',
    en: 'Cycle {cycle} is closed; recompute it to change its data.',
    fr: 'Le cycle {cycle} est clôturé ; recalculez-le pour modifier ses données.',
    ar: 'الدورة {cycle} مغلقة؛ أعد حسابها لتغيير بياناتها.',
  },
  cycle_month_not_ended: {
    'pt-BR': 'O mês {cycle} ainda não terminou: o ciclo pode ser fechado a partir de {date}.',
    en: 'The month {cycle} has not ended yet: the cycle can be closed from {date}.',
    fr: 'Le mois {cycle} n’est pas encore terminé : le cycle peut être clôturé à partir du {date}.',
    ar: 'لم ينتهِ شهر {cycle} بعد: يمكن إغلاق الدورة ابتداءً من {date}.',
  },
  cycle_missing_bills: {
    'pt-BR': {
      zero: '{count} UCs com contrato vigente estão sem fatura da distribuidora em {cycle}; para fechar assim, confirme com uma justificativa.',
      one: '{count} UC com contrato vigente está sem fatura da distribuidora em {cycle}; para fechar assim, confirme com uma justificativa.',
      other:
        '{count} UCs com contrato vigente estão sem fatura da distribuidora em {cycle}; para fechar assim, confirme com uma justificativa.',
    },
    en: {
      one: '{count} consumer unit under contract has no distributor bill for {cycle}; to close anyway, confirm with a reason.',
      other:
        '{count} consumer units under contract have no distributor bill for {cycle}; to close anyway, confirm with a reason.',
    },
    fr: {
      one: '{count} point de livraison sous contrat n’a pas de facture du distributeur pour {cycle} ; pour clôturer quand même, confirmez avec un motif.',
      other:
        '{count} points de livraison sous contrat n’ont pas de facture du distributeur pour {cycle} ; pour clôturer quand même, confirmez avec un motif.',
    },
    ar: {
      zero: '{count} وحدة استهلاك متعاقد عليها بلا فاتورة من الموزع في {cycle}؛ للإغلاق رغم ذلك، أكّد مع ذكر السبب.',
      one: 'وحدة استهلاك واحدة متعاقد عليها بلا فاتورة من الموزع في {cycle}؛ للإغلاق رغم ذلك، أكّد مع ذكر السبب.',
      two: 'وحدتا استهلاك متعاقد عليهما بلا فاتورة من الموزع في {cycle}؛ للإغلاق رغم ذلك، أكّد مع ذكر السبب.',
      few: '{count} وحدات استهلاك متعاقد عليها بلا فاتورة من الموزع في {cycle}؛ للإغلاق رغم ذلك، أكّد مع ذكر السبب.',
      many: '{count} وحدةَ استهلاك متعاقدًا عليها بلا فاتورة من الموزع في {cycle}؛ للإغلاق رغم ذلك، أكّد مع ذكر السبب.',
      other:
        '{count} وحدة استهلاك متعاقد عليها بلا فاتورة من الموزع في {cycle}؛ للإغلاق رغم ذلك، أكّد مع ذكر السبب.',
    },
  },
  cycle_reopen_later_first: {
    'pt-BR':
      'Só o último ciclo fechado pode ser reaberto: reabra antes os ciclos posteriores a {cycle} ({later}).',
    en: 'Only the latest closed cycle can be reopened: reopen the cycles after {cycle} first ({later}).',
    fr: 'Seul le dernier cycle clôturé peut être rouvert : rouvrez d’abord les cycles postérieurs à {cycle} ({later}).',
    ar: 'لا يمكن إعادة فتح إلا آخر دورة مغلقة: أعد فتح الدورات التي تلي {cycle} أولًا ({later}).',
  },
  cycle_invoices_have_history: {
    'pt-BR': {
      zero: '{count} faturas destes ciclos já têm pagamentos (mesmo estornados) ou segundas vias registrados, cujo histórico é mantido: o ciclo não pode ser reaberto.',
      one: '{count} fatura destes ciclos já tem pagamentos (mesmo estornados) ou segundas vias registrados, cujo histórico é mantido: o ciclo não pode ser reaberto.',
      other:
        '{count} faturas destes ciclos já têm pagamentos (mesmo estornados) ou segundas vias registrados, cujo histórico é mantido: o ciclo não pode ser reaberto.',
    },
    en: {
      one: '{count} invoice of these cycles already has payments (even reversed) or second copies recorded, whose history is kept: the cycle cannot be reopened.',
      other:
        '{count} invoices of these cycles already have payments (even reversed) or second copies recorded, whose history is kept: the cycle cannot be reopened.',
    },
    fr: {
      one: '{count} facture de ces cycles a déjà des paiements (même annulés) ou des duplicatas enregistrés, dont l’historique est conservé : le cycle ne peut pas être rouvert.',
      other:
        '{count} factures de ces cycles ont déjà des paiements (même annulés) ou des duplicatas enregistrés, dont l’historique est conservé : le cycle ne peut pas être rouvert.',
    },
    ar: {
      zero: '{count} فاتورة من هذه الدورات سُجّلت عليها مدفوعات (ولو مستردة) أو نسخ ثانية يُحتفظ بسجلها: لا يمكن إعادة فتح الدورة.',
      one: 'فاتورة واحدة من هذه الدورات سُجّلت عليها مدفوعات (ولو مستردة) أو نسخ ثانية يُحتفظ بسجلها: لا يمكن إعادة فتح الدورة.',
      two: 'فاتورتان من هذه الدورات سُجّلت عليهما مدفوعات (ولو مستردة) أو نسخ ثانية يُحتفظ بسجلها: لا يمكن إعادة فتح الدورة.',
      few: '{count} فواتير من هذه الدورات سُجّلت عليها مدفوعات (ولو مستردة) أو نسخ ثانية يُحتفظ بسجلها: لا يمكن إعادة فتح الدورة.',
      many: '{count} فاتورةً من هذه الدورات سُجّلت عليها مدفوعات (ولو مستردة) أو نسخ ثانية يُحتفظ بسجلها: لا يمكن إعادة فتح الدورة.',
      other:
        '{count} فاتورة من هذه الدورات سُجّلت عليها مدفوعات (ولو مستردة) أو نسخ ثانية يُحتفظ بسجلها: لا يمكن إعادة فتح الدورة.',
    },
  },
  reason_required: {
    'pt-BR': 'Informe a justificativa.',
    en: 'Give the reason.',
    fr: 'Indiquez le motif.',
    ar: 'اذكر السبب.',
  },
  payment_amount_positive: {
    'pt-BR': 'O valor do pagamento deve ser maior que zero.',
    en: 'The payment amount must be greater than zero.',
    fr: 'Le montant du paiement doit être supérieur à zéro.',
    ar: 'يجب أن يكون مبلغ الدفع أكبر من صفر.',
  },
  payment_over_open: {
    'pt-BR':
      'O valor passa dos {open} em aberto na fatura; para lançar o excedente como crédito do cliente, marque essa opção.',
    en: 'The amount is more than the {open} open on the invoice; to record the excess as the customer’s credit, choose that option.',
    fr: 'Le montant dépasse les {open} restant dus sur la facture ; pour enregistrer l’excédent comme crédit du client, choisissez cette option.',
    ar: 'المبلغ يتجاوز {open} المتبقية على الفاتورة؛ لتسجيل الفائض رصيدًا للعميل، اختر هذا الخيار.',
  },
  payment_over_open_field: {
    'pt-BR': 'Valor acima do que está em aberto na fatura.',
    en: 'Amount above what is open on the invoice.',
    fr: 'Montant supérieur à ce qui reste dû sur la facture.',
    ar: 'مبلغ يتجاوز المتبقي على الفاتورة.',
  },
  credit_over_balance: {
    'pt-BR': 'O cliente tem {balance} de crédito; aplique no máximo esse valor.',
    en: 'The customer has {balance} of credit; apply at most that amount.',
    fr: 'Le client dispose de {balance} de crédit ; appliquez au plus ce montant.',
    ar: 'لدى العميل رصيد قدره {balance}؛ طبّق هذا المبلغ على الأكثر.',
  },
  credit_over_balance_field: {
    'pt-BR': 'Valor acima do crédito do cliente.',
    en: 'Amount above the customer’s credit.',
    fr: 'Montant supérieur au crédit du client.',
    ar: 'مبلغ يتجاوز رصيد العميل.',
  },
  credit_over_open: {
    'pt-BR': 'O valor passa dos {open} em aberto na fatura; aplique no máximo esse valor.',
    en: 'The amount is more than the {open} open on the invoice; apply at most that amount.',
    fr: 'Le montant dépasse les {open} restant dus sur la facture ; appliquez au plus ce montant.',
    ar: 'المبلغ يتجاوز {open} المتبقية على الفاتورة؛ طبّق هذا المبلغ على الأكثر.',
  },
  payment_date_future: {
    'pt-BR': 'A data do pagamento não pode ser posterior a hoje.',
    en: 'The payment date cannot be after today.',
    fr: 'La date du paiement ne peut pas être postérieure à aujourd’hui.',
    ar: 'لا يمكن أن يكون تاريخ الدفع بعد اليوم.',
  },
  payment_before_issue: {
    'pt-BR': 'A data do pagamento não pode ser anterior à emissão da fatura.',
    en: 'The payment date cannot be before the invoice was issued.',
    fr: 'La date du paiement ne peut pas être antérieure à l’émission de la facture.',
    ar: 'لا يمكن أن يكون تاريخ الدفع قبل إصدار الفاتورة.',
  },
  payment_already_reversed: {
    'pt-BR': 'Este pagamento já foi estornado.',
    en: 'This payment was already reversed.',
    fr: 'Ce paiement a déjà été annulé.',
    ar: 'تم استرداد هذا الدفع بالفعل.',
  },
  payment_not_latest: {
    'pt-BR': 'Estorne antes o pagamento mais recente desta fatura (nº {payment}).',
    en: 'Reverse this invoice’s latest payment (no. {payment}) first.',
    fr: 'Annulez d’abord le paiement le plus récent de cette facture (nº {payment}).',
    ar: 'استرد أولًا أحدث دفعة لهذه الفاتورة (رقم {payment}).',
  },
  payment_charges_billed: {
    'pt-BR':
      'Os encargos de atraso deste pagamento foram cobrados na fatura nº {invoice} ({cycle}), que já recebeu pagamento; estorne-o antes.',
    en: 'This payment’s late charges were billed on invoice no. {invoice} ({cycle}), which has been paid since; reverse that payment first.',
    fr: 'Les pénalités de retard de ce paiement ont été facturées sur la facture nº {invoice} ({cycle}), déjà payée ; annulez d’abord ce paiement.',
    ar: 'رسوم تأخير هذا الدفع فُوترت على الفاتورة رقم {invoice} ({cycle}) التي دُفعت بعد ذلك؛ استرد تلك الدفعة أولًا.',
  },
  missing_tariff: {
    'pt-BR': 'Sem tarifa vigente para {distributor} ({subgroup}) no ciclo {cycle}.',
    en: 'No tariff in force for {distributor} ({subgroup}) in cycle {cycle}.',
    fr: 'Aucun tarif en vigueur pour {distributor} ({subgroup}) au cycle {cycle}.',
    ar: 'لا توجد تعرفة سارية لـ {distributor} ({subgroup}) في الدورة {cycle}.',
  },
  invoice_cancelled: {
    'pt-BR': 'Fatura cancelada não recebe pagamentos.',
    en: 'A cancelled invoice takes no payments.',
    fr: 'Une facture annulée ne reçoit pas de paiements.',
    ar: 'الفاتورة الملغاة لا تقبل مدفوعات.',
  },
  invoice_already_paid: {
    'pt-BR': 'Esta fatura já está paga.',
    en: 'This invoice is already paid.',
    fr: 'Cette facture est déjà payée.',
    ar: 'هذه الفاتورة مدفوعة بالفعل.',
  },
  invoice_paid_not_cancellable: {
    'pt-BR': 'Fatura com pagamento registrado não pode ser cancelada.',
    en: 'An invoice with a recorded payment cannot be cancelled.',
    fr: 'Une facture avec un paiement enregistré ne peut pas être annulée.',
    ar: 'لا يمكن إلغاء فاتورة سُجّل عليها دفع.',
  },
  invoice_not_open: {
    'pt-BR': 'Só faturas em aberto ganham segunda via.',
    en: 'Only open invoices can get a second copy.',
    fr: 'Seules les factures ouvertes peuvent avoir un duplicata.',
    ar: 'لا تصدر نسخة ثانية إلا للفواتير المفتوحة.',
  },
  due_date_past: {
    'pt-BR': 'O novo vencimento não pode ser anterior a hoje.',
    en: 'The new due date cannot be before today.',
    fr: 'La nouvelle échéance ne peut pas être antérieure à aujourd’hui.',
    ar: 'لا يمكن أن يكون تاريخ الاستحقاق الجديد قبل اليوم.',
  },
} satisfies Dictionary;
