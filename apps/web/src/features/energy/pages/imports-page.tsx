import { useRef, useState } from 'react';
import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { ImportRecord } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { download } from '@/shared/files/download.ts';
import {
  useImportConfirm,
  useImportPreview,
  useImportRecord,
  type ImportFile,
  type ImportKindPath,
} from '@/features/energy/api/import-api.ts';
import { ImportHistoryTable } from '@/features/energy/components/import-history-table.tsx';
import { ImportPanel } from '@/features/energy/components/import-panel.tsx';
import { useOpenedRecord } from '@/features/energy/components/record-panel.tsx';
import { ImportPreview } from '@/features/energy/components/import-preview.tsx';
import { Section, TableSection } from '@/features/energy/components/overview-section.tsx';

const KINDS: {
  kind: ImportKindPath;
  /** How the history names the kind. */
  record: ImportRecord['kind'];
  subject: 'Geracao' | 'Prosumidor';
  accept: string;
  template: string;
}[] = [
  {
    kind: 'generation',
    record: 'GERACAO',
    subject: 'Geracao',
    accept: '.csv,text/csv',
    template: 'modelo-geracao.csv',
  },
  {
    kind: 'bills',
    record: 'FATURAS',
    subject: 'Prosumidor',
    accept: '.csv,.json,text/csv,application/json',
    template: 'modelo-faturas.csv',
  },
];

const problemOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? (error.detail ?? fallback) : fallback;

/**
 * /geracao/importacoes: a generation or distributor-bills file, previewed row by row, then landed.
 * `?import={id}` (where an "import finished" notice leads) opens that file from the history, on its kind's tab
 * unless the address names one.
 */
export default function ImportsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const allowed = KINDS.filter((k) => ability.can('create', k.subject));
  const [params, updateQuery] = useQueryUpdate();
  // The history, and so its files, is read under Geração.
  const readsHistory = ability.can('read', 'Geracao');
  const opened = useOpenedRecord('import');
  const openedRecord = useImportRecord(readsHistory ? opened.id : null).data;
  const openedKind = openedRecord && KINDS.find((k) => k.record === openedRecord.kind);
  const chosen = allowed.find((k) => k.kind === (params.get('tipo') ?? openedKind?.kind)) ?? allowed[0];
  const [file, setFile] = useState<ImportFile | null>(null);
  const preview = useImportPreview();
  const confirm = useImportConfirm();
  const input = useRef<HTMLInputElement>(null);

  const choose = (kind: ImportKindPath) => {
    setFile(null);
    preview.reset();
    confirm.reset();
    updateQuery((query) => query.set('tipo', kind));
  };
  const read = async (picked: File | undefined) => {
    if (!picked || !chosen) return;
    const next = { kind: chosen.kind, file_name: picked.name, content: await picked.text() };
    setFile(next);
    confirm.reset();
    preview.mutate(next);
  };
  const landed = confirm.data;
  const ready = file && preview.data && !preview.data.errors.length && !preview.data.duplicate && !landed;

  return (
    <>
      <PageHeader title={t('page.geracaoImportacoes')} subtitle={t('energy.imports.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={12}>
          {!chosen ? (
            <Alert severity="info">{t('energy.imports.notAllowed')}</Alert>
          ) : (
            <Section title={t('energy.imports.uploadTitle')}>
              <Tabs value={chosen.kind} onChange={(_, kind: ImportKindPath) => choose(kind)} sx={{ mb: 2 }}>
                {allowed.map((k) => (
                  <Tab key={k.kind} value={k.kind} label={t(`energy.imports.tabs.${k.kind}`)} />
                ))}
              </Tabs>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t(`energy.imports.formats.${chosen.kind}`)}
              </Typography>
              <Typography variant="body2" component="pre" sx={{ fontFamily: 'monospace', mb: 2 }} dir="ltr">
                {t(`energy.imports.examples.${chosen.kind}`)}
              </Typography>
              <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
              >
                <input
                  ref={input}
                  type="file"
                  hidden
                  accept={chosen.accept}
                  data-testid="import-file"
                  onChange={(event) => {
                    void read(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <Button
                  variant="outlined"
                  startIcon={<UploadFileOutlined />}
                  onClick={() => input.current?.click()}
                >
                  {t('energy.imports.choose')}
                </Button>
                <Button
                  startIcon={<DownloadOutlined />}
                  onClick={() => void download(`/energy/${chosen.kind}/import/template/`, chosen.template)}
                >
                  {t('energy.imports.template')}
                </Button>
                {file && <Typography variant="body2">{file.file_name}</Typography>}
              </Stack>
              {preview.isPending && <Typography>{t('energy.imports.checking')}</Typography>}
              {preview.isError && (
                <Alert severity="error">{problemOf(preview.error, t('errors.unexpected'))}</Alert>
              )}
              {preview.data && !preview.isPending && <ImportPreview result={preview.data} />}
              {confirm.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {problemOf(confirm.error, t('errors.unexpected'))}
                </Alert>
              )}
              {landed && (
                <Alert severity="success" sx={{ mt: 2 }} data-testid="import-landed">
                  {t('energy.imports.landed', {
                    inserted: t('energy.imports.landedNew', { count: landed.inserted }),
                    updated: t('energy.imports.landedChanged', { count: landed.updated }),
                  })}
                </Alert>
              )}
              {ready && (
                <Button
                  variant="contained"
                  sx={{ mt: 2 }}
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(file)}
                >
                  {t('energy.imports.confirm')}
                </Button>
              )}
            </Section>
          )}
        </Grid>
        {/* The history lists generation and bill files alike, under Geração: a bills-only importer has none. */}
        {readsHistory && (
          <Grid size={12}>
            <Card>
              <TableSection
                title={t('energy.imports.historyTitle')}
                table={<ImportHistoryTable highlighted={opened.id} />}
              />
            </Card>
          </Grid>
        )}
      </Grid>
      {readsHistory && opened.open && (
        <ImportPanel
          id={opened.id}
          // The tab stays the file's once it is closed.
          onClose={() => opened.close((query) => chosen && query.set('tipo', chosen.kind))}
        />
      )}
    </>
  );
}
