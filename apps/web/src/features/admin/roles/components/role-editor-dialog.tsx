import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { RawRule } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useCreateRole, useUpdateRole } from '@/shared/api/roles-api.ts';
import { sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { AdvancedRules } from './advanced-rules.tsx';
import { PermissionMatrix } from './permission-matrix.tsx';
import { fromDraft, toDraft } from './rule-draft.ts';
import { joinRules, splitRules } from './rule-matrix.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';

export interface RoleDraftInput {
  /** Absent: a new role. */
  id?: number;
  name: string;
  rules: RawRule[];
  userCount?: number;
}

/** Name and rules of a role; saving pushes the new rules to every signed-in holder. */
export function RoleEditorDialog({ initial, onClose }: { initial: RoleDraftInput; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateRole();
  const update = useUpdateRole();
  const split = splitRules(initial.rules);
  const [name, setName] = useState(initial.name);
  const [cells, setCells] = useState(split.cells);
  const [drafts, setDrafts] = useState(split.advanced.map(toDraft));
  const [tab, setTab] = useState<'matrix' | 'advanced'>('matrix');
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const session = useStore(sessionStore);

  const results = drafts.map((d, i) => fromDraft(d, i));
  const currentRules = () =>
    joinRules(
      cells,
      results.map((r) => r.rule!),
    );
  const rulesChanged =
    results.every((r) => r.rule) && JSON.stringify(currentRules()) !== JSON.stringify(initial.rules);
  // Changing the role one holds changes one's own rights: the server refuses it, so say so before saving.
  const ownRole = Boolean(initial.id) && session.userData?.role === initial.name;

  const save = async () => {
    setError(null);
    if (results.some((r) => !r.rule)) {
      setTab('advanced');
      setError(t('admin.rules.errors.fixFirst'));
      return;
    }
    const rules = currentRules();
    try {
      if (initial.id)
        await update.mutateAsync({ id: initial.id, name: name.trim(), ...(rulesChanged ? { rules } : {}) });
      else await create.mutateAsync({ name: name.trim(), rules });
      onClose();
    } catch (e) {
      setError(applyServerErrors(e, t));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {initial.id ? t('admin.roles.editTitle', { name: initial.name }) : t('admin.roles.createTitle')}
      </DialogTitle>
      <DialogContent>
        <ErrorAlert error={error} sx={{ mb: 2 }} />
        {ownRole && rulesChanged && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('admin.roles.ownRoleWarning')}
          </Alert>
        )}
        {initial.id && !!initial.userCount && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('admin.roles.liveNotice', { count: initial.userCount })}
          </Alert>
        )}
        <TextField
          label={t('admin.roles.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          autoFocus
          sx={{ mt: 1, mb: 2 }}
        />
        <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="matrix" label={t('admin.roles.matrix')} />
          <Tab value="advanced" label={t('admin.roles.advanced', { count: drafts.length })} />
        </Tabs>
        {tab === 'matrix' ? (
          <PermissionMatrix cells={cells} onChange={setCells} />
        ) : (
          <AdvancedRules drafts={drafts} onChange={setDrafts} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={pending || name.trim().length < 2 || (ownRole && rulesChanged)}
        >
          {pending ? t('common.saving') : t('admin.roles.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
