import type { SQLWrapper } from 'drizzle-orm';
import type { ListSpec } from '../../platform/db/list.ts';

/** The columns of what a trader starts and owns: runs and paper sessions. */
interface OwnedTable {
  id: SQLWrapper;
  createdAt: SQLWrapper;
  state: SQLWrapper;
  ownerId: SQLWrapper;
}

/**
 * The list of a table of runs or sessions: sorted and filtered by id, creation and state besides what `spec`
 * adds, newest first, and read under the Backtest rules, whose conditions may name the owner.
 */
export const ownedList = (
  table: OwnedTable,
  spec: Pick<ListSpec, 'ordering' | 'search' | 'filters'>,
): ListSpec => ({
  ordering: { id: table.id, created_at: table.createdAt, state: table.state, ...spec.ordering },
  defaultOrdering: '-id',
  key: table.id,
  search: spec.search,
  filters: { state: table.state, ...spec.filters },
  access: { subject: 'Backtest', fields: { owner_id: table.ownerId } },
});
