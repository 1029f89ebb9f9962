import { createContext, useContext } from 'react';
import type { DraftPath, RuleDraft } from './rule-draft.ts';

/** What the editors of a rule set share: the draft, how to change it, and the schema's word on each field. */
export interface DraftEditing {
  draft: RuleDraft;
  set: (path: DraftPath, value: unknown) => void;
  /** Takes out the condition at `path` (and a group it leaves empty). */
  remove: (path: DraftPath) => void;
  issue: (path: DraftPath) => string | undefined;
}

export const DraftEditingContext = createContext<DraftEditing | null>(null);

export function useDraftEditing(): DraftEditing {
  const editing = useContext(DraftEditingContext);
  if (!editing) throw new Error('useDraftEditing outside DraftEditingContext');
  return editing;
}
