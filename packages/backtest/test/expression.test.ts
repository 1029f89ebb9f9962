import { describe, expect, it } from 'vitest';
import {
  constraintOf,
  evaluateExpression,
  ExpressionError,
  MAX_EXPRESSION_LENGTH,
  parseExpression,
} from '../src/index.ts';

const value = (text: string, scope: Record<string, number | null> = {}) =>
  evaluateExpression(parseExpression(text, Object.keys(scope)), scope);
const failure = (text: string, names: string[] = ['n1', 'n2']) => {
  try {
    parseExpression(text, names);
  } catch (error) {
    if (error instanceof ExpressionError) return { code: error.code, at: error.at };
    throw error;
  }
  return null;
};

describe('expressions', () => {
  it('a constraint between parameters keeps the sets for which it holds', () => {
    const constraint = constraintOf('n1 < n2 and n2 - n1 >= 10', ['n1', 'n2']);
    expect(constraint({ n1: 5, n2: 20 })).toBe(true);
    expect(constraint({ n1: 15, n2: 20 })).toBe(false);
    expect(constraint({ n1: 30, n2: 20 })).toBe(false);
    expect(constraintOf('!(n1 == n2) || n1 > 3', ['n1', 'n2'])({ n1: 2, n2: 2 })).toBe(false);
  });

  it('arithmetic follows the usual precedence; ^ binds to the right; functions take their arguments', () => {
    expect(value('1 + 2 * 3 - 4 / 2')).toBe(5);
    expect(value('-2 ^ 2')).toBe(-4);
    expect(value('2 ^ 3 ^ 2')).toBe(512);
    expect(value('(1 + 2) * 3 % 4')).toBe(1);
    expect(value('max(1, 5, 3) + min(2, 4) + abs(-1) + sqrt(16) + log(exp(2))')).toBe(14);
    expect(value('1.5e2 + .5')).toBe(150.5);
  });

  it('an objective formula reads statistics by their quoted names; a missing one makes it NaN', () => {
    const stats = { 'Return [%]': 30, 'Max. Drawdown [%]': -15, SQN: null };
    expect(value('"Return [%]" / -"Max. Drawdown [%]"', stats)).toBe(2);
    expect(value('SQN * 2', stats)).toBeNaN();
    expect(value('SQN > 1', stats)).toBe(0);
  });

  it('refuses bad syntax, saying where', () => {
    expect(failure('n1 <')).toEqual({ code: 'expression_syntax', at: 4 });
    expect(failure('n1 < < n2')).toEqual({ code: 'expression_syntax', at: 5 });
    expect(failure('(n1 < n2')).toEqual({ code: 'expression_syntax', at: 8 });
    expect(failure('n1 < n2)')).toEqual({ code: 'expression_syntax', at: 7 });
    expect(failure('n1 = n2')).toEqual({ code: 'expression_syntax', at: 3 });
    expect(failure('n1 < n2 < 3')).toEqual({ code: 'expression_syntax', at: 8 });
    expect(failure('"Return')).toEqual({ code: 'expression_syntax', at: 0 });
    expect(failure('abs(1, 2)')).toEqual({ code: 'expression_syntax', at: 0 });
    expect(failure('')).toEqual({ code: 'expression_syntax', at: 0 });
    expect(failure('1'.repeat(MAX_EXPRESSION_LENGTH + 1))?.code).toBe('expression_syntax');
    expect(failure('('.repeat(200) + '1' + ')'.repeat(200))?.code).toBe('expression_syntax');
  });

  it('refuses names it was not given, nor reaches anything of JavaScript', () => {
    expect(failure('n1 < n3')).toEqual({ code: 'expression_unknown_name', at: 5 });
    expect(failure('constructor')).toEqual({ code: 'expression_unknown_name', at: 0 });
    expect(failure('"__proto__" + 1')).toEqual({ code: 'expression_unknown_name', at: 0 });
    expect(failure('process.exit(1)')).toEqual({ code: 'expression_syntax', at: 7 });
    expect(failure('toString(1)')).toEqual({ code: 'expression_unknown_name', at: 0 });
  });
});
