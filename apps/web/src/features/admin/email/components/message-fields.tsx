import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A message's subject and body, as the composer and the template editor write them. */
export function MessageFields({
  subject,
  body,
  onSubject,
  onBody,
  minRows,
}: {
  subject: string;
  body: string;
  onSubject: (subject: string) => void;
  onBody: (body: string) => void;
  minRows: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('admin.mail.subject')}
        value={subject}
        onChange={(e) => onSubject(e.target.value)}
      />
      <TextField
        label={t('admin.mail.body')}
        value={body}
        onChange={(e) => onBody(e.target.value)}
        multiline
        minRows={minRows}
      />
    </>
  );
}
