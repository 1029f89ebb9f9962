/**
 * A small arithmetic and logical expression language for optimisation constraints (`n1 < n2`) and
 * objective formulas (`"Return [%]" / -"Max. Drawdown [%]"`), parsed into a tree and evaluated without
 * `eval`: numbers, names (letters, digits, `_`; or any text in double quotes, as statistics are named),
 * `+ - * / %`, `^`, comparisons, `&& || !` (`and or not`), parentheses, and abs, min, max, sqrt, log, exp.
 * Truth is 1 and falsehood 0; a comparison with NaN is false.
 */
export type Expression =
  | { kind: 'number'; value: number }
  | { kind: 'name'; name: string }
  | { kind: 'unary'; op: '-' | '!'; operand: Expression }
  | { kind: 'binary'; op: BinaryOp; left: Expression; right: Expression }
  | { kind: 'call'; fn: FunctionName; args: Expression[] };

type BinaryOp = '+' | '-' | '*' | '/' | '%' | '^' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '&&' | '||';

const FUNCTIONS = {
  abs: [1, 1],
  min: [1, 16],
  max: [1, 16],
  sqrt: [1, 1],
  log: [1, 1],
  exp: [1, 1],
} as const satisfies Record<string, readonly [number, number]>;
type FunctionName = keyof typeof FUNCTIONS;

/** Why a text is not an expression: bad syntax, or a name that is not among those allowed. */
export class ExpressionError extends Error {
  readonly code: 'expression_syntax' | 'expression_unknown_name';
  /** Where in the text (0-based). */
  readonly at: number;
  /** What was found there: the unknown name, or the text that does not fit. */
  readonly found: string;

  constructor(code: ExpressionError['code'], at: number, found: string) {
    super(`${code} at ${at}: ${found}`);
    this.code = code;
    this.at = at;
    this.found = found;
  }
}

/** Texts longer than this are refused: a constraint or a formula is a line, not a program. */
export const MAX_EXPRESSION_LENGTH = 300;
const MAX_DEPTH = 32;

const WORDS = new Map([
  ['and', '&&'],
  ['or', '||'],
  ['not', '!'],
]);
const OPERATORS = [
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '^',
  '!',
  '(',
  ')',
  ',',
];

interface Token {
  type: 'number' | 'name' | 'op' | 'end';
  text: string;
  at: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (/[0-9.]/.test(c)) {
      const m = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i));
      if (!m) throw new ExpressionError('expression_syntax', i, c);
      tokens.push({ type: 'number', text: m[0], at: i });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))![0];
      const op = WORDS.get(word.toLowerCase());
      tokens.push({ type: op ? 'op' : 'name', text: op ?? word, at: i });
      i += word.length;
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new ExpressionError('expression_syntax', i, 'unclosed quote');
      tokens.push({ type: 'name', text: text.slice(i + 1, end), at: i });
      i = end + 1;
    } else {
      const op = OPERATORS.find((o) => text.startsWith(o, i));
      if (!op) throw new ExpressionError('expression_syntax', i, c);
      tokens.push({ type: 'op', text: op, at: i });
      i += op.length;
    }
  }
  tokens.push({ type: 'end', text: '', at: text.length });
  return tokens;
}

/** Binary operators by precedence, loosest first; `^` binds tightest and to the right (handled apart). */
const LEVELS: BinaryOp[][] = [
  ['||'],
  ['&&'],
  ['<', '<=', '>', '>=', '==', '!='],
  ['+', '-'],
  ['*', '/', '%'],
];

/**
 * Parses `text`, allowing only the names in `names`; throws an ExpressionError saying where it went wrong.
 */
export function parseExpression(text: string, names: readonly string[]): Expression {
  if (text.length > MAX_EXPRESSION_LENGTH)
    throw new ExpressionError('expression_syntax', MAX_EXPRESSION_LENGTH, 'too long');
  const tokens = tokenize(text);
  const known = new Set(names);
  let k = 0;
  const peek = () => tokens[k]!;
  const isOp = (op: string) => peek().type === 'op' && peek().text === op;
  const fail = (token = peek()): never => {
    throw new ExpressionError('expression_syntax', token.at, token.text || 'end');
  };
  const expect = (op: string) => (isOp(op) ? k++ : fail());

  const binary = (level: number, depth: number): Expression => {
    if (depth > MAX_DEPTH) fail();
    if (level === LEVELS.length) return unary(depth);
    let left = binary(level + 1, depth + 1);
    // Comparisons do not chain (`a < b < c` is refused rather than read as `(a < b) < c`).
    const chains = level !== 2;
    while (peek().type === 'op' && LEVELS[level]!.includes(peek().text as BinaryOp)) {
      const op = tokens[k++]!.text as BinaryOp;
      left = { kind: 'binary', op, left, right: binary(level + 1, depth + 1) };
      if (!chains) break;
    }
    return left;
  };
  const unary = (depth: number): Expression => {
    if (depth > MAX_DEPTH) fail();
    if (isOp('-') || isOp('!')) {
      const op = tokens[k++]!.text as '-' | '!';
      return { kind: 'unary', op, operand: unary(depth + 1) };
    }
    if (isOp('+')) {
      k++;
      return unary(depth + 1);
    }
    const base = primary(depth);
    if (!isOp('^')) return base;
    k++;
    return { kind: 'binary', op: '^', left: base, right: unary(depth + 1) };
  };
  const primary = (depth: number): Expression => {
    const token = peek();
    if (token.type === 'number') {
      k++;
      return { kind: 'number', value: Number(token.text) };
    }
    if (isOp('(')) {
      k++;
      const inner = binary(0, depth + 1);
      expect(')');
      return inner;
    }
    if (token.type !== 'name') return fail();
    k++;
    if (isOp('(') && Object.hasOwn(FUNCTIONS, token.text)) {
      k++;
      const fn = token.text as FunctionName;
      const args = [binary(0, depth + 1)];
      while (isOp(',')) {
        k++;
        args.push(binary(0, depth + 1));
      }
      expect(')');
      const [least, most] = FUNCTIONS[fn];
      if (args.length < least || args.length > most) fail(token);
      return { kind: 'call', fn, args };
    }
    if (!known.has(token.text)) throw new ExpressionError('expression_unknown_name', token.at, token.text);
    return { kind: 'name', name: token.text };
  };

  const tree = binary(0, 0);
  if (peek().type !== 'end') fail();
  return tree;
}

const truth = (v: number) => (v !== 0 && v === v ? 1 : 0);

/** The expression's value for these names' values (a name without one is NaN). */
export function evaluateExpression(e: Expression, scope: Readonly<Record<string, number | null>>): number {
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'name':
      return scope[e.name] ?? NaN;
    case 'unary': {
      const v = evaluateExpression(e.operand, scope);
      return e.op === '-' ? -v : 1 - truth(v);
    }
    case 'call': {
      const args = e.args.map((a) => evaluateExpression(a, scope));
      return Math[e.fn](...(args as [number]));
    }
    case 'binary': {
      const a = evaluateExpression(e.left, scope);
      if (e.op === '&&') return truth(a) && truth(evaluateExpression(e.right, scope));
      if (e.op === '||') return truth(a) || truth(evaluateExpression(e.right, scope));
      return BINARY[e.op](a, evaluateExpression(e.right, scope));
    }
  }
}

const BINARY: Record<Exclude<BinaryOp, '&&' | '||'>, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '^': (a, b) => a ** b,
  '<': (a, b) => +(a < b),
  '<=': (a, b) => +(a <= b),
  '>': (a, b) => +(a > b),
  '>=': (a, b) => +(a >= b),
  '==': (a, b) => +(a === b),
  '!=': (a, b) => +(a !== b),
};

/** A constraint over parameters: the sets for which the expression is false (or NaN) are skipped. */
export function constraintOf(
  text: string,
  names: readonly string[],
): (params: Record<string, number>) => boolean {
  const tree = parseExpression(text, names);
  return (params) => truth(evaluateExpression(tree, params)) === 1;
}
