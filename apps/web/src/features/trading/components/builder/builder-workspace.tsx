import { useMemo, useRef, useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Instrument, Strategy, StrategyInput, StrategyVersion } from '@alvorada/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import {
  useCreateStrategy,
  useDeleteStrategy,
  useInstruments,
  useStartBacktest,
  useUpdateStrategy,
} from '@/features/trading/api/trading-api.ts';
import { RunDataFields } from '@/features/trading/components/run-data-fields.tsx';
import { backtestRequest, type RunFormValues } from '@/features/trading/components/run-form-values.ts';
import { SettingsFields } from '@/features/trading/components/settings-fields.tsx';
import { BuilderPreview } from './builder-preview.tsx';
import { DraftEditingContext, type DraftEditing } from './draft-editing.ts';
import { RiskEditor } from './risk-editor.tsx';
import {
  draftOf,
  pathKey,
  sameRules,
  STARTER_DRAFT,
  withoutCondition,
  withValue,
  type RuleDraft,
} from './rule-draft.ts';
import { checkDraft } from './rule-issues.ts';
import { SideConditions } from './side-conditions.tsx';
import { StrategyBar } from './strategy-bar.tsx';
import { VersionsDialog } from './versions-dialog.tsx';

/**
 * One rule strategy being built: its rules checked as they change and run in the browser on the chosen
 * data; saved as a new version; backtested on the server in one click.
 */
export function BuilderWorkspace({
  strategy,
  strategies,
  dataForm,
  onInstrument,
  onOpen,
}: {
  strategy: Strategy | null;
  strategies: Strategy[];
  dataForm: UseFormReturn<RunFormValues>;
  /** Hears the instrument the user picks (its market's costs may apply). */
  onInstrument: (instrument: Instrument) => void;
  onOpen: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const instruments = useInstruments();
  const create = useCreateStrategy();
  const update = useUpdateStrategy();
  const remove = useDeleteStrategy();
  const startBacktest = useStartBacktest();
  const saved = useMemo(
    () => (strategy?.definition.kind === 'rules' ? draftOf(strategy.definition.rules) : null),
    [strategy],
  );
  const [draft, setDraft] = useState<RuleDraft>(saved ?? STARTER_DRAFT);
  const [name, setName] = useState(strategy?.name ?? '');
  const [description, setDescription] = useState(strategy?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [opening, setOpening] = useState<number | null | undefined>(undefined);
  const [showingVersions, setShowingVersions] = useState(false);
  // The older version whose rules were opened in the editor, if any.
  const [openedFrom, setOpenedFrom] = useState<number | null>(null);
  // Set when the page is left on purpose (to the backtest just started): nothing is lost then.
  const leaving = useRef(false);

  const check = useMemo(() => checkDraft(draft, t), [draft, t]);
  const editing = useMemo<DraftEditing>(
    () => ({
      draft,
      set: (path, value) => setDraft((current) => withValue(current, path, value)),
      remove: (path) => setDraft((current) => withoutCondition(current, path)),
      issue: (path) => check.issues.get(pathKey(path)),
    }),
    [draft, check],
  );
  const dirty =
    !strategy ||
    !saved ||
    !sameRules(draft, saved) ||
    name !== strategy.name ||
    description !== strategy.description;
  // What would be lost on leaving: unsaved changes, or a new strategy already worked on.
  const unsaved = strategy
    ? dirty
    : !sameRules(draft, STARTER_DRAFT) || name.trim() !== '' || description.trim() !== '';
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const busy = create.isPending || update.isPending || remove.isPending || startBacktest.isPending;

  /** Saves what changed (a new version when the rules did); null when something stops it. */
  async function save(): Promise<Strategy | null> {
    setError(null);
    if (!name.trim()) {
      setNameError(t('validation.required'));
      return null;
    }
    setNameError(null);
    if (!check.parsed) {
      setError(t('trading.builder.fixIssues', { count: check.issues.size }));
      return null;
    }
    if (strategy && !dirty) return strategy;
    const body: StrategyInput = {
      name: name.trim(),
      description: description.trim(),
      definition: { kind: 'rules', rules: draft as Record<string, unknown> },
    };
    try {
      const result = strategy
        ? await update.mutateAsync({ id: strategy.id, ...body })
        : await create.mutateAsync(body);
      setOpenedFrom(null);
      return result;
    } catch (e) {
      setError(applyServerErrors(e, t));
      return null;
    }
  }

  const onSave = async () => {
    const result = await save();
    if (result && !strategy) onOpen(result.id);
  };

  /** Backtests the version `target` answers (null: nothing to run) on the data shown, then opens the run. */
  const runBacktest = (target: () => Promise<Pick<Strategy, 'version_id'> | null>) =>
    void dataForm.handleSubmit(async (values) => {
      const version = await target();
      if (!version) return;
      try {
        const run = await startBacktest.mutateAsync(backtestRequest(values, version));
        leaving.current = true;
        await navigate(`/automations/paracima/backtest?run=${run.id}`);
      } catch (e) {
        setError(applyServerErrors(e, t));
      }
    })();

  const onRun = () => runBacktest(save);
  const runVersion = (version: StrategyVersion) => {
    setShowingVersions(false);
    runBacktest(async () => ({ version_id: version.id }));
  };
  const editVersion = (version: StrategyVersion) => {
    if (version.definition.kind === 'rules') setDraft(draftOf(version.definition.rules));
    setOpenedFrom(version.version);
    setShowingVersions(false);
  };

  const open = (id: number | null) => (unsaved ? setOpening(id) : onOpen(id));

  return (
    <DraftEditingContext.Provider value={editing}>
      <Stack spacing={3}>
        <StrategyBar
          strategies={strategies}
          strategy={strategy}
          name={name}
          description={description}
          nameError={nameError}
          dirty={dirty}
          unsaved={unsaved}
          issueCount={check.issues.size}
          busy={busy}
          error={error}
          openedFrom={openedFrom}
          can={{
            save: ability.can(strategy ? 'update' : 'create', 'Backtest'),
            run: ability.can('create', 'Backtest'),
            delete: ability.can('delete', 'Backtest'),
          }}
          onOpen={open}
          onName={setName}
          onDescription={setDescription}
          onSave={() => void onSave()}
          onRun={onRun}
          onDelete={() => setConfirmingDelete(true)}
          onVersions={() => setShowingVersions(true)}
        />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={3}>
              <SideConditions section="entry" />
              <SideConditions section="exit" />
              <RiskEditor />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={3}>
              <Card component="section" aria-labelledby="builder-data">
                <CardContent>
                  <Typography id="builder-data" variant="h6" component="h2" sx={{ mb: 2 }}>
                    {t('trading.builder.data')}
                  </Typography>
                  <Stack spacing={2}>
                    <RunDataFields
                      form={dataForm}
                      instruments={instruments.data?.results}
                      onInstrument={onInstrument}
                    />
                    <SettingsFields form={dataForm} />
                  </Stack>
                </CardContent>
              </Card>
              <BuilderPreview form={dataForm} rules={check.parsed} issueCount={check.issues.size} />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      <ConfirmDialog
        open={opening !== undefined || blocker.state === 'blocked'}
        title={t('trading.builder.discardTitle')}
        body={t('trading.builder.discardBody')}
        confirmLabel={t('trading.builder.discard')}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
          else onOpen(opening ?? null);
          setOpening(undefined);
        }}
        onClose={() => {
          if (blocker.state === 'blocked') blocker.reset();
          setOpening(undefined);
        }}
      />
      {strategy && showingVersions && (
        <VersionsDialog
          open
          strategy={strategy}
          busy={busy}
          can={{ edit: ability.can('update', 'Backtest'), run: ability.can('create', 'Backtest') }}
          onClose={() => setShowingVersions(false)}
          onEdit={editVersion}
          onRun={runVersion}
        />
      )}
      {strategy && (
        <ConfirmDialog
          open={confirmingDelete}
          title={t('trading.builder.deleteTitle')}
          body={t('trading.builder.deleteBody', { name: strategy.name })}
          confirmLabel={t('trading.builder.delete')}
          pending={remove.isPending}
          error={remove.error ? applyServerErrors(remove.error, t) : null}
          onConfirm={() =>
            void remove.mutateAsync(strategy.id).then(() => {
              setConfirmingDelete(false);
              onOpen(null);
            })
          }
          onClose={() => setConfirmingDelete(false)}
        />
      )}
    </DraftEditingContext.Provider>
  );
}
