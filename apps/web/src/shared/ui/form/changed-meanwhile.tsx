import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';

/** An edit the server refused because someone saved the record meanwhile: what they changed, and the record now. */
export interface ChangedMeanwhile {
  detail: string;
  /** The record's fields (server names) changed since the version the edit was made on. */
  fields: string[];
  current: Record<string, unknown>;
}

/** The refusal of an edit made on an older version (409 `record_changed`), or null for any other error. */
export function changedMeanwhile(error: unknown): ChangedMeanwhile | null {
  if (!(error instanceof ApiRequestError) || error.body?.code !== 'record_changed' || !error.body.current)
    return null;
  return {
    detail: error.body.detail,
    fields: Object.keys(error.body.fields ?? {}),
    current: error.body.current,
  };
}

/**
 * Says that someone saved the record while it was being edited, lists each field they changed with its value
 * now (`label` and `show` name and write a field as the form does) and offers to load the record as it is.
 */
export function ChangedMeanwhileAlert({
  changed,
  label,
  show,
  onReload,
}: {
  changed: ChangedMeanwhile;
  label: (field: string) => string;
  show: (field: string, value: unknown) => string;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      data-testid="changed-meanwhile"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {t('recordChanged.reload')}
        </Button>
      }
    >
      <AlertTitle>{changed.detail}</AlertTitle>
      {changed.fields.length > 0 && (
        <>
          {t('recordChanged.fields', { count: changed.fields.length })}
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {changed.fields.map((field) => (
              <li key={field}>
                <strong>{label(field)}</strong>: <bdi>{show(field, changed.current[field])}</bdi>
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
