import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, fromDraft, toDraft } from './rule-draft.ts';

describe('advanced rule drafts', () => {
  it('round-trips a rule with conditions, fields and inversion', () => {
    const rule = {
      action: 'update' as const,
      subject: 'Admin' as const,
      conditions: { id: '${user.id}' },
      fields: ['full_name', 'mobile'],
      inverted: true,
    };
    expect(fromDraft(toDraft(rule), 0)).toEqual({ rule, errors: [] });
  });

  it('reports invalid JSON, a non-object and fields the subject does not have', () => {
    expect(fromDraft({ ...EMPTY_DRAFT, conditions: '{ id: 1 ' }, 0).errors).toEqual([
      { key: 'conditionsJson' },
    ]);
    expect(fromDraft({ ...EMPTY_DRAFT, conditions: '[1]' }, 0).errors).toEqual([{ key: 'conditionsObject' }]);
    expect(
      fromDraft({ ...EMPTY_DRAFT, conditions: '{"salary": {"$gt": 1}}', fields: 'cpf' }, 0).errors,
    ).toEqual([{ key: 'unknownField', name: 'salary' }]);
    expect(fromDraft({ ...EMPTY_DRAFT, actions: [], subjects: [] }, 0).errors).toEqual([
      { key: 'noAction' },
      { key: 'noSubject' },
    ]);
  });

  it('refuses conditions a list of the subject cannot apply, and values their operator does not take', () => {
    const backtest = { ...EMPTY_DRAFT, subjects: ['Backtest' as const] };
    expect(fromDraft({ ...backtest, conditions: '{"status": "done"}' }, 0).errors).toEqual([
      { key: 'conditionField', name: 'status' },
    ]);
    expect(fromDraft({ ...backtest, conditions: '{"owner_id": "${user.id}"}' }, 0).errors).toEqual([]);
    expect(fromDraft({ ...EMPTY_DRAFT, conditions: '{"id": {"$in": 3}}' }, 0).errors).toEqual([
      { key: 'conditionValue', name: 'id' },
    ]);
    expect(fromDraft({ ...EMPTY_DRAFT, conditions: '{"$or": [{"id": 1}]}' }, 0).errors).toEqual([
      { key: 'unknownOperator', name: '$or' },
    ]);
  });
});
