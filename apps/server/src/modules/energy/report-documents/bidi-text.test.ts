import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi-text.ts';

const texts = (text: string) => bidiRuns(text).map((run) => run.text);

describe('runs of an Arabic line', () => {
  it('keeps Latin words and numbers whole, in reading order', () => {
    expect(texts('PI أقل من 90 %')).toEqual(['PI', 'أقل من', '90 %']);
    expect(texts('مؤشر الأداء (PI)')).toEqual(['مؤشر الأداء', '(PI)']);
  });

  it('keeps a UC with its customer together and puts a label’s colon apart', () => {
    expect(texts('وحدة الاستهلاك: 3004567891 (Bruno Pereira Carvalho)')).toEqual([
      'وحدة الاستهلاك',
      ':',
      '3004567891 (Bruno Pereira Carvalho)',
    ]);
    expect(texts('الشهر المرجعي: أكتوبر 2026 · وحدة')).toEqual([
      'الشهر المرجعي: أكتوبر',
      '2026',
      '·',
      'وحدة',
    ]);
  });

  it('keeps an amount whole with its sign, without the direction marks Intl writes', () => {
    expect(texts('المبلغ المستحق: \u200f396.44\u00a0R$')).toEqual(['المبلغ المستحق', ':', '396.44\u00a0R$']);
  });

  it('knows where spaces were', () => {
    expect(bidiRuns('تاريخ الإنشاء: 29/11/2026 09:00').map((run) => run.spaced)).toEqual([
      false,
      false,
      true,
    ]);
  });
});
