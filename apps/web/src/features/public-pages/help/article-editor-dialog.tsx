import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HELP_CATEGORIES,
  helpArticleInputSchema,
  type HelpArticle,
  type HelpArticleInput,
} from '@alvorada/contracts';
import { LOCALE_CONFIGS } from '@/shared/i18n/locales.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useDeleteHelpArticle, useSaveHelpArticle } from '@/features/public-pages/api/help-articles-api.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';

const FIELDS = ['slug', 'locale', 'category', 'title', 'summary', 'body'] as const;

/**
 * Writes or rewrites an article (Markdown body). `article` absent: a new one in `locale`. Saving calls
 * `onSaved` with the stored article; deleting calls it with null.
 */
export function ArticleEditorDialog({
  article,
  locale,
  onClose,
  onSaved,
}: {
  article?: HelpArticle;
  locale: HelpArticleInput['locale'];
  onClose: () => void;
  onSaved: (article: HelpArticle | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHelpArticle();
  const remove = useDeleteHelpArticle();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<HelpArticleInput>({
    resolver: zodResolver(helpArticleInputSchema) as unknown as Resolver<HelpArticleInput>,
    defaultValues: article
      ? Object.fromEntries(FIELDS.map((name) => [name, article[name]]))
      : { slug: '', locale, category: 'getting_started', title: '', summary: '', body: '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onSaved(await save.mutateAsync({ id: article?.id, article: values }));
    } catch (caught) {
      setError(applyServerErrors(caught, t, form.setError, FIELDS));
    }
  });
  const field = (name: (typeof FIELDS)[number]) => ({
    form,
    name,
    label: t(`public.editor.fields.${name}`),
    required: true,
    fullWidth: true,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="editor-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="editor-title">
          {article ? t('public.editor.editTitle') : t('public.editor.newTitle')}
        </DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} sx={{ mb: 2 }} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                {...field('slug')}
                hint={t('public.editor.slugHint')}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField select {...field('locale')} defaultValue={form.getValues('locale')}>
                {LOCALE_CONFIGS.map((l) => (
                  <MenuItem key={l.code} value={l.code}>
                    {l.label}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField select {...field('category')} defaultValue={form.getValues('category')}>
                {HELP_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`public.help.categories.${c}.title`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={12}>
              <FormTextField {...field('title')} />
            </Grid>
            <Grid size={12}>
              <FormTextField {...field('summary')} multiline minRows={2} />
            </Grid>
            <Grid size={12}>
              <FormTextField
                {...field('body')}
                multiline
                minRows={10}
                hint={t('public.editor.bodyHint')}
                slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          {article && (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              {t('public.editor.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
      {article && (
        <ConfirmDialog
          open={confirming}
          title={t('public.editor.deleteTitle')}
          body={t('public.editor.deleteBody', { title: article.title })}
          confirmLabel={t('public.editor.delete')}
          pending={remove.isPending}
          error={remove.isError ? applyServerErrors(remove.error, t) : null}
          onConfirm={() => remove.mutate(article.id, { onSuccess: () => onSaved(null) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
