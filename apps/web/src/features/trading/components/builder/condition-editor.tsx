import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { COMPARISONS, type ConditionInput } from '@alvorada/backtest';
import { useTranslation } from 'react-i18next';
import { useDraftEditing } from './draft-editing.ts';
import { OperandEditor } from './operand-editor.tsx';
import { newComparison, type DraftPath } from './rule-draft.ts';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function Comparison({ node, path }: { node: Extract<ConditionInput, { op: string }>; path: DraftPath }) {
  const { t } = useTranslation();
  const { set, remove } = useDraftEditing();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-condition={path.join('.')}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', py: 1 }}
    >
      <OperandEditor operand={node.left} path={[...path, 'left']} label={t('trading.builder.left')} />
      <TextField
        select
        fullWidth={false}
        size="small"
        label={t('trading.builder.comparison')}
        value={node.op}
        onChange={(event) => set([...path, 'op'], event.target.value)}
        sx={{ minWidth: 190 }}
      >
        {COMPARISONS.map((op) => (
          <MenuItem key={op} value={op}>
            {t(`trading.builder.op.${op}`)}
          </MenuItem>
        ))}
      </TextField>
      <OperandEditor operand={node.right} path={[...path, 'right']} label={t('trading.builder.right')} />
      <RemoveButton label={t('trading.builder.removeCondition')} onClick={() => remove(path)} />
    </Stack>
  );
}

function Group({
  node,
  path,
}: {
  node: { all: ConditionInput[] } | { any: ConditionInput[] };
  path: DraftPath;
}) {
  const { t } = useTranslation();
  const { set, issue, remove } = useDraftEditing();
  const join = 'all' in node ? 'all' : 'any';
  const children = 'all' in node ? node.all : node.any;
  const problem = issue([...path, join]);
  return (
    <Box
      role="group"
      aria-label={t(`trading.builder.join.${join}`)}
      sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 2, py: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={join}
          aria-label={t('trading.builder.joinLabel')}
          onChange={(_e, next: 'all' | 'any' | null) =>
            next && next !== join && set(path, { [next]: children })
          }
        >
          <ToggleButton value="all">{t('trading.builder.join.all')}</ToggleButton>
          <ToggleButton value="any">{t('trading.builder.join.any')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={() => set(path, { not: node })}>
          {t('trading.builder.negate')}
        </Button>
        <RemoveButton label={t('trading.builder.removeGroup')} onClick={() => remove(path)} />
      </Stack>
      {problem && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
      {children.map((child, i) => (
        <ConditionEditor key={i} node={child} path={[...path, join, i]} />
      ))}
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          startIcon={<AddOutlined />}
          onClick={() => set([...path, join, children.length], newComparison())}
        >
          {t('trading.builder.addCondition')}
        </Button>
        <Button
          size="small"
          startIcon={<AddOutlined />}
          onClick={() => set([...path, join, children.length], { any: [newComparison()] })}
        >
          {t('trading.builder.addGroup')}
        </Button>
      </Stack>
    </Box>
  );
}

function Negation({ node, path }: { node: { not: ConditionInput }; path: DraftPath }) {
  const { t } = useTranslation();
  const { set } = useDraftEditing();
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="overline" component="span">
          {t('trading.builder.not')}
        </Typography>
        <Button size="small" onClick={() => set(path, node.not)}>
          {t('trading.builder.unnegate')}
        </Button>
      </Stack>
      <ConditionEditor node={node.not} path={[...path, 'not']} />
    </Box>
  );
}

/** A condition of the rule set: a comparison, a group of conditions (all or any of them), or a negation. */
export function ConditionEditor({ node, path }: { node: ConditionInput; path: DraftPath }) {
  if ('all' in node || 'any' in node) return <Group node={node} path={path} />;
  if ('not' in node) return <Negation node={node} path={path} />;
  return <Comparison node={node} path={path} />;
}
