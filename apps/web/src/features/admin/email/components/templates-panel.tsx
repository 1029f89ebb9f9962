import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LOCALES,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_VARIABLES,
  renderTemplate,
  type Locale,
  type MailTemplate,
  type MailTemplateKey,
} from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { MessageFields } from './message-fields.tsx';
import { LOCALE_CONFIGS } from '@/shared/i18n/locales.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { useResetTemplate, useSaveTemplate } from '@/features/admin/email/api/mail-api.ts';

/** One system e-mail in one locale: its text on the left, a preview with sample values on the right. */
function TemplateEditor({ template }: { template: MailTemplate }) {
  const { t } = useTranslation();
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const vars = MAIL_TEMPLATE_VARIABLES[template.key];
  const dirty = subject !== template.subject || body !== template.body;
  const act = (promise: Promise<unknown>, okText: string) =>
    promise.then(
      () => setNotice({ ok: true, text: okText }),
      (e: unknown) => setNotice({ ok: false, text: applyServerErrors(e, t) }),
    );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
          <MessageFields subject={subject} body={body} onSubject={setSubject} onBody={setBody} minRows={10} />
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {t('admin.mail.templates.variables')}
            </Typography>
            {Object.keys(vars).map((v) => (
              <Chip key={v} size="small" label={`{{${v}}}`} sx={{ fontFamily: 'monospace' }} />
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!dirty || save.isPending}
              onClick={() =>
                act(
                  save.mutateAsync({ key: template.key, locale: template.locale, subject, body }),
                  t('admin.mail.templates.saved'),
                )
              }
            >
              {t('common.save')}
            </Button>
            <Button
              disabled={!template.customized || reset.isPending}
              onClick={() =>
                act(
                  reset.mutateAsync({ key: template.key, locale: template.locale }),
                  t('admin.mail.templates.restored'),
                )
              }
            >
              {t('admin.mail.templates.reset')}
            </Button>
          </Stack>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="overline" color="text.secondary">
          {t('admin.mail.templates.preview')}
        </Typography>
        <Paper
          variant="outlined"
          sx={{ p: 2 }}
          dir={template.locale === 'ar' ? 'rtl' : 'ltr'}
          lang={template.locale}
          aria-live="polite"
        >
          <Typography sx={{ fontWeight: 600, mb: 1.5 }}>{renderTemplate(subject, vars)}</Typography>
          <Typography
            variant="body2"
            component="div"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {renderTemplate(body, vars)}
          </Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}

export function TemplatesPanel({ templates }: { templates: MailTemplate[] }) {
  const { t, i18n } = useTranslation();
  const [key, setKey] = useState<MailTemplateKey>('invitation');
  const [locale, setLocale] = useState<Locale>(
    (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'pt-BR',
  );
  const template = templates.find((x) => x.key === key && x.locale === locale);
  /** A template's name, marked when an administrator has changed it in some locale. */
  const keyLabel = (k: MailTemplateKey) => {
    const name = t(`admin.mail.templates.keys.${k}`);
    const customized = templates.some((x) => x.key === k && x.customized);
    return customized ? `${name} · ${t('admin.mail.templates.customized')}` : name;
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OptionSelect
          label={t('admin.mail.templates.template')}
          value={key}
          onChange={(value) => setKey(value as MailTemplateKey)}
          options={MAIL_TEMPLATE_KEYS.map((k) => ({ value: k, label: keyLabel(k) }))}
        />
        <OptionSelect
          label={t('admin.mail.templates.locale')}
          value={locale}
          onChange={(value) => setLocale(value as Locale)}
          options={LOCALE_CONFIGS.map((l) => ({ value: l.code, label: l.label }))}
        />
      </Stack>
      {template && <TemplateEditor key={`${key}:${locale}:${template.updated_at}`} template={template} />}
    </Stack>
  );
}
