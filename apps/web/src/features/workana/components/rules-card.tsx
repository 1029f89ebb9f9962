import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { WorkanaRule } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { useDeleteRule, useRules, useToggleRule } from '@/features/workana/api/settings-api.ts';
import { CardHeading } from './card-heading.tsx';
import { RuleEditorDialog } from './rule-editor-dialog.tsx';
import { useRuleSummary } from './rule-summary.ts';

/** The reader's rules: each with what it asks for, on or off, to edit or delete; and a new one. */
export function RulesCard() {
  const { t } = useTranslation();
  const rules = useRules();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const summary = useRuleSummary();
  const [editing, setEditing] = useState<WorkanaRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkanaRule | null>(null);
  return (
    <Card>
      <CardHeading
        title={t('workana.rules.title')}
        hint={t('workana.rules.hint')}
        action={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            {t('workana.rules.add')}
          </Button>
        }
      />
      {rules.data?.length === 0 ? (
        <EmptyState title={t('workana.rules.empty.title')} body={t('workana.rules.empty.body')} />
      ) : (
        <List>
          {rules.data?.map((rule, i) => (
            <ListItem
              key={rule.id}
              divider={i < rules.data.length - 1}
              data-testid="rule-row"
              secondaryAction={
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Switch
                    checked={rule.enabled}
                    onChange={(e) => toggle.mutate({ id: rule.id, enabled: e.target.checked })}
                    slotProps={{ input: { 'aria-label': t('workana.rules.enabled', { name: rule.name }) } }}
                  />
                  <Tooltip title={t('workana.rules.editOne')}>
                    <IconButton aria-label={t('workana.rules.editOne')} onClick={() => setEditing(rule)}>
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('workana.rules.deleteOne')}>
                    <IconButton aria-label={t('workana.rules.deleteOne')} onClick={() => setDeleting(rule)}>
                      <DeleteOutlineOutlined />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
              sx={{ paddingInlineEnd: 22 }}
            >
              <ListItemText primary={rule.name} secondary={summary(rule.criteria)} />
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <RuleEditorDialog rule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('workana.rules.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('workana.rules.deleteBody')}
        confirmLabel={t('workana.rules.deleteOne')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  );
}
