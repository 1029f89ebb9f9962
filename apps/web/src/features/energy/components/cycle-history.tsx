import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntry, Cycle } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { useCycleAudit } from '@/features/energy/api/cycle-records-api.ts';

/** One thing that happened to a cycle: its kind, when, by whom (when the reader may know) and why. */
export interface CycleEvent {
  kind: 'close' | 'closed' | 'override' | 'reopen' | 'recompute';
  at: string;
  actor: string | null;
  reason: string | null;
  /** UCs closed without a bill (an override), or cycles a recompute closed again. */
  count: number | null;
}

const CYCLE_ACTIONS = ['close', 'reopen', 'recompute'] as const;
type CycleAuditAction = (typeof CYCLE_ACTIONS)[number];

/** An audit entry of a cycle as an event of its history; null for entries of other kinds. */
function auditEvent(entry: AuditEntry): CycleEvent | null {
  if (!CYCLE_ACTIONS.includes(entry.action as CycleAuditAction)) return null;
  const after = (entry.after ?? {}) as {
    reason?: string | null;
    missing_bill_unit_ids?: number[];
    cycles?: string[];
  };
  const overridden = entry.action === 'close' && after.missing_bill_unit_ids !== undefined;
  return {
    kind: overridden ? 'override' : (entry.action as CycleAuditAction),
    at: entry.created_at,
    actor: entry.actor ? entry.actor.full_name || entry.actor.email : null,
    reason: after.reason ?? null,
    count: overridden
      ? after.missing_bill_unit_ids!.length
      : entry.action === 'recompute'
        ? (after.cycles?.length ?? null)
        : null,
  };
}

/**
 * A cycle's history, newest first: from its audit entries (who closed, reopened or recomputed it, and why), else,
 * when they could not be read, what the cycle itself keeps (its last close with the override, its last
 * reopening); with the end of its last close.
 */
export function cycleEvents(cycle: Cycle, audit: AuditEntry[] | null): CycleEvent[] {
  const closed: CycleEvent[] = cycle.closed_at
    ? [{ kind: 'closed', at: cycle.closed_at, actor: null, reason: null, count: null }]
    : [];
  const kept: CycleEvent[] = audit
    ? audit.map(auditEvent).filter((event) => event !== null)
    : [
        ...(cycle.override
          ? [
              {
                kind: 'override' as const,
                at: cycle.override.at,
                actor: null,
                reason: cycle.override.reason,
                count: cycle.override.unit_ids.length,
              },
            ]
          : []),
        ...(cycle.reopened
          ? [
              {
                kind: 'reopen' as const,
                at: cycle.reopened.at,
                actor: null,
                reason: cycle.reopened.reason,
                count: null,
              },
            ]
          : []),
      ];
  return [...kept, ...closed].sort((a, b) => b.at.localeCompare(a.at));
}

export function CycleHistory({ cycle }: { cycle: Cycle }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const audit = useCycleAudit(cycle.id);
  if (audit.isPending) return <Skeleton variant="rounded" height={120} />;
  const events = cycleEvents(cycle, audit.data ?? null);
  if (!events.length)
    return <EmptyState title={t('energy.cycle.noHistory')} body={t('energy.cycle.noHistoryBody')} />;
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="cycle-history">
      {events.map((event, index) => (
        <Box component="li" key={index} sx={{ display: 'flex', gap: 2 }} data-event={event.kind}>
          <Box
            sx={{
              width: 10,
              height: 10,
              mt: 0.75,
              borderRadius: '50%',
              flexShrink: 0,
              bgcolor: event.kind === 'override' || event.kind === 'reopen' ? 'warning.main' : 'primary.main',
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">
              {t(`energy.cycle.event.${event.kind}`, { count: event.count ?? 0 })}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {event.actor
                ? t('energy.cycle.eventBy', { at: format.dateTime(event.at), actor: event.actor })
                : format.dateTime(event.at)}
            </Typography>
            {event.reason && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('energy.cycle.eventReason', { reason: event.reason })}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
