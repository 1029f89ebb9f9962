import type { Dictionary } from '../../platform/http/messages.ts';

/** Paper trading's messages: why a session halted, what it refuses, and its notifications. */
export const SESSION_MESSAGES = {
  session_halt_max_position: {
    'pt-BR': 'Posição de {position} unidades acima do limite de {max}.',
    en: 'Position of {position} units above the limit of {max}.',
    fr: 'Position de {position} unités au-dessus de la limite de {max}.',
    ar: 'مركز من {position} وحدة يتجاوز الحد البالغ {max}.',
  },
  session_halt_max_orders_per_minute: {
    'pt-BR': {
      zero: '{count} ordens no último minuto; o limite é {max}.',
      one: '{count} ordem no último minuto; o limite é {max}.',
      other: '{count} ordens no último minuto; o limite é {max}.',
    },
    en: {
      one: '{count} order in the last minute; the limit is {max}.',
      other: '{count} orders in the last minute; the limit is {max}.',
    },
    fr: {
      one: '{count} ordre dans la dernière minute ; la limite est de {max}.',
      other: '{count} ordres dans la dernière minute ; la limite est de {max}.',
    },
    ar: {
      zero: '{count} أمر في الدقيقة الأخيرة؛ الحد هو {max}.',
      one: 'أمر واحد في الدقيقة الأخيرة؛ الحد هو {max}.',
      two: 'أمران في الدقيقة الأخيرة؛ الحد هو {max}.',
      few: '{count} أوامر في الدقيقة الأخيرة؛ الحد هو {max}.',
      many: '{count} أمرًا في الدقيقة الأخيرة؛ الحد هو {max}.',
      other: '{count} أمر في الدقيقة الأخيرة؛ الحد هو {max}.',
    },
  },
  session_halt_max_daily_loss: {
    'pt-BR': 'Perda de {loss} no dia; o limite diário é {max}.',
    en: 'Loss of {loss} in the day; the daily limit is {max}.',
    fr: 'Perte de {loss} sur la journée ; la limite quotidienne est de {max}.',
    ar: 'خسارة {loss} خلال اليوم؛ الحد اليومي هو {max}.',
  },
  session_halt_bankrupt: {
    'pt-BR': 'O patrimônio chegou a zero: a conta quebrou.',
    en: 'Equity reached zero: the account is bust.',
    fr: 'Les capitaux ont atteint zéro : le compte est ruiné.',
    ar: 'وصلت حقوق الملكية إلى الصفر: أفلس الحساب.',
  },
  session_halt_feed_ended: {
    'pt-BR': 'O replay chegou à última vela do período.',
    en: 'The replay reached the last candle of the period.',
    fr: 'Le replay a atteint la dernière bougie de la période.',
    ar: 'وصل التشغيل المعاد إلى آخر شمعة في الفترة.',
  },
  session_halt_engine_failed: {
    'pt-BR': 'O motor recusou a estratégia: {reason}',
    en: 'The engine refused the strategy: {reason}',
    fr: 'Le moteur a refusé la stratégie : {reason}',
    ar: 'رفض المحرك الاستراتيجية: {reason}',
  },
  feed_not_configured: {
    'pt-BR': 'Este servidor não está ligado a nenhuma corretora ou bolsa (EXCHANGE_FEED_URL).',
    en: 'This server is not connected to any broker or exchange (EXCHANGE_FEED_URL).',
    fr: 'Ce serveur n’est relié à aucun courtier ni aucune bourse (EXCHANGE_FEED_URL).',
    ar: 'هذا الخادم غير متصل بأي وسيط أو بورصة (EXCHANGE_FEED_URL).',
  },
  session_not_running: {
    'pt-BR': 'A sessão não está em andamento.',
    en: 'The session is not running.',
    fr: 'La session n’est pas en cours.',
    ar: 'الجلسة ليست قيد التشغيل.',
  },
  session_not_resumable: {
    'pt-BR': 'Só uma sessão pausada ou interrompida por um limite pode ser retomada.',
    en: 'Only a paused session or one halted by a limit can be resumed.',
    fr: 'Seule une session en pause ou arrêtée par une limite peut reprendre.',
    ar: 'لا يمكن استئناف إلا جلسة متوقفة مؤقتًا أو أوقفها حد.',
  },
  paper_sessions_user_limit: {
    'pt-BR':
      'Você já tem {max} sessões de paper trading em andamento, o limite por usuário. Pause ou encerre uma para iniciar outra.',
    en: 'You already have {max} paper-trading sessions running, the limit per user. Pause or stop one to start another.',
    fr: 'Vous avez déjà {max} sessions de paper trading en cours, la limite par utilisateur. Mettez-en une en pause ou arrêtez-la pour en lancer une autre.',
    ar: 'لديك بالفعل {max} جلسات تداول ورقي قيد التشغيل، وهو الحد لكل مستخدم. أوقف إحداها مؤقتًا أو أنهِها لبدء أخرى.',
  },
  paper_sessions_instance_limit: {
    'pt-BR':
      'Este servidor já conduz {max} sessões de paper trading, o seu limite. Tente de novo quando uma delas parar.',
    en: 'This server is already running {max} paper-trading sessions, its limit. Try again when one of them stops.',
    fr: 'Ce serveur conduit déjà {max} sessions de paper trading, sa limite. Réessayez quand l’une d’elles s’arrêtera.',
    ar: 'يشغّل هذا الخادم بالفعل {max} جلسات تداول ورقي، وهو حده الأقصى. حاول مجددًا عندما تتوقف إحداها.',
  },
  session_ended: {
    'pt-BR': 'A sessão já terminou.',
    en: 'The session has already ended.',
    fr: 'La session est déjà terminée.',
    ar: 'انتهت الجلسة بالفعل.',
  },
  session_still_active: {
    'pt-BR': 'Encerre a sessão antes de excluí-la.',
    en: 'Stop the session before deleting it.',
    fr: 'Arrêtez la session avant de la supprimer.',
    ar: 'أوقف الجلسة قبل حذفها.',
  },
  session_notify_trade: {
    'pt-BR': '{name}: operação {side} de {size} {symbol} encerrada a {price}; resultado {pnl}',
    en: '{name}: {side} trade of {size} {symbol} closed at {price}; result {pnl}',
    fr: '{name} : position {side} de {size} {symbol} clôturée à {price} ; résultat {pnl}',
    ar: '{name}: أُغلقت صفقة {side} من {size} {symbol} بسعر {price}؛ النتيجة {pnl}',
  },
  session_notify_trades: {
    'pt-BR': {
      zero: '{name}: {count} operações de {symbol} encerradas; resultado {pnl}',
      one: '{name}: {count} operação de {symbol} encerrada; resultado {pnl}',
      other: '{name}: {count} operações de {symbol} encerradas; resultado {pnl}',
    },
    en: {
      one: '{name}: {count} {symbol} trade closed; result {pnl}',
      other: '{name}: {count} {symbol} trades closed; result {pnl}',
    },
    fr: {
      one: '{name} : {count} position sur {symbol} clôturée ; résultat {pnl}',
      other: '{name} : {count} positions sur {symbol} clôturées ; résultat {pnl}',
    },
    ar: {
      zero: '{name}: أُغلقت {count} صفقة على {symbol}؛ النتيجة {pnl}',
      one: '{name}: أُغلقت صفقة واحدة على {symbol}؛ النتيجة {pnl}',
      two: '{name}: أُغلقت صفقتان على {symbol}؛ النتيجة {pnl}',
      few: '{name}: أُغلقت {count} صفقات على {symbol}؛ النتيجة {pnl}',
      many: '{name}: أُغلقت {count} صفقةً على {symbol}؛ النتيجة {pnl}',
      other: '{name}: أُغلقت {count} صفقة على {symbol}؛ النتيجة {pnl}',
    },
  },
  session_notify_long: { 'pt-BR': 'comprada', en: 'long', fr: 'acheteuse', ar: 'شراء' },
  session_notify_short: { 'pt-BR': 'vendida', en: 'short', fr: 'vendeuse', ar: 'بيع' },
  session_notify_halt: {
    'pt-BR': '{name} foi interrompida',
    en: '{name} was halted',
    fr: '{name} a été arrêtée',
    ar: 'تم إيقاف {name}',
  },
} satisfies Dictionary;
