import { fold } from './tools/tool.ts';

export interface Intent {
  tool: string;
  args: Record<string, unknown>;
}

const MONTHS: [RegExp, number][] = [
  [/\b(janeiro|january|jan)\b/, 1],
  [/\b(fevereiro|february|feb|fev)\b/, 2],
  [/\b(marco|march|mar)\b/, 3],
  [/\b(abril|april|abr|apr)\b/, 4],
  [/\b(maio|may|mai)\b/, 5],
  [/\b(junho|june|jun)\b/, 6],
  [/\b(julho|july|jul)\b/, 7],
  [/\b(agosto|august|ago|aug)\b/, 8],
  [/\b(setembro|september|set|sep)\b/, 9],
  [/\b(outubro|october|out|oct)\b/, 10],
  [/\b(novembro|november|nov)\b/, 11],
  [/\b(dezembro|december|dez|dec)\b/, 12],
];

/** The latest whole or current month with that number: "março" in November 2026 is 2026-03. */
function monthNamed(text: string, today: Date) {
  const year = text.match(/\b(20\d\d)\b/)?.[1];
  for (const [pattern, month] of MONTHS) {
    if (!pattern.test(text)) continue;
    const thisYear = today.getUTCFullYear();
    const y = year ? Number(year) : month > today.getUTCMonth() + 1 ? thisYear - 1 : thisYear;
    return `${y}-${String(month).padStart(2, '0')}`;
  }
  return undefined;
}

/** Words after "usina"/"plant", up to a preposition or the end: "usina Pampulha em março" → "pampulha". */
const plantIn = (text: string) =>
  text
    .match(
      /\b(?:usina|plant)\s+(?:solar\s+)?(?:d[eao]\s+)?([a-z0-9 ]+?)(?=\s+(?:em|no|na|in|during|for|on|gerou|produziu|generated?|produced)\b|[?.!,]|$)/,
    )?.[1]
    ?.trim();

type Rule = [RegExp, (m: RegExpMatchArray, text: string, today: Date) => Intent];

/** pt-BR first, English too; each rule reads the folded question (lower case, no accents). */
const RULES: Rule[] = [
  [
    /\b(?:rode|rodar|roda|execute|executar|run|backtest)\s+(?:o\s+|a\s+|the\s+)?([a-z0-9_-]+)\s+(?:em|no|na|on|in|for)\s+([a-z0-9]{3,10})\b/,
    (m) => ({ tool: 'run_backtest', args: { strategy: m[1], symbol: m[2]!.toUpperCase() } }),
  ],
  [
    /\b(gero|gerou|gerada|geracao|gerado|generat\w*|produc\w*|produziu)\b/,
    (_, text, today) => {
      const month = monthNamed(text, today);
      const plant = plantIn(text);
      return {
        tool: 'energy_generation',
        args: { ...(plant && { plant }), ...(month && { from: month, to: month }) },
      };
    },
  ],
  [
    /\b(faturas?|invoices?|boletos?)\b.*\b(vencid\w*|atrasad\w*|overdue|late)\b|\b(vencid\w*|overdue)\b/,
    () => ({ tool: 'overdue_invoices', args: {} }),
  ],
  [
    /\b(?:por que|porque|why)\b.*\b(?:abrir|acessar|ver|open|access|see)\s+(?:o\s+|a\s+|the\s+)?([a-z0-9 -]+?)[?.!]*$/,
    (m) => ({ tool: 'explain_access', args: { page: m[1]!.trim() } }),
  ],
  [
    /\b(financeiro|finance|faturamento|recebid\w*|inadimplencia|receivable)\b/,
    () => ({ tool: 'finance_summary', args: {} }),
  ],
  [/\b(creditos?|credits?)\b/, () => ({ tool: 'energy_credits', args: {} })],
  [/\b(operacoes|operations|trades|negocios)\b/, () => ({ tool: 'operations_table', args: {} })],
  [
    /\bbacktests?\s+(?:n[oº]?\s*)?#?(\d+)\b/,
    (m) => ({ tool: 'backtest_result', args: { id: Number(m[1]) } }),
  ],
  [/\bbacktests?\b/, () => ({ tool: 'list_backtests', args: {} })],
  [/\bworkana\b/, () => ({ tool: 'workana_matches', args: {} })],
  [
    /\b(?:procure|procurar|busque|buscar|encontre|search|find)\s+(?:por\s+|for\s+)?(.+?)[?.!]*$/,
    (m) => ({ tool: 'search_platform', args: { query: m[1]!.trim() } }),
  ],
];

/** The tool a question asks for, without a model: the first rule that matches, or null. */
export function routeIntent(question: string, today = new Date()): Intent | null {
  const text = fold(question).replace(/\s+/g, ' ').trim();
  for (const [pattern, intent] of RULES) {
    const match = text.match(pattern);
    if (match) return intent(match, text, today);
  }
  return null;
}
