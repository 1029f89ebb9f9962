import type { HTMLAttributes } from 'react';
import Typography from '@mui/material/Typography';
import { formatDocument } from './document-format.ts';

/**
 * A customer, UC or plant as a picker offers it: its name and, under it, what tells it from another of the
 * same name (the document masked as the reader may read it, the UC number, the city).
 */
export interface RecordChoice {
  id: number;
  label: string;
  detail?: string;
}

const place = (city: string | null | undefined, uf: string | null | undefined) =>
  [city, uf].filter(Boolean).join('/');

export const customerChoice = (c: { id: number; name?: string; cpf_cnpj: string }): RecordChoice => ({
  id: c.id,
  label: c.name ?? String(c.id),
  detail: formatDocument(c.cpf_cnpj),
});

export const unitChoice = (u: {
  id: number;
  installation_number: string;
  customer_name?: string;
  city?: string;
  uf?: string;
}): RecordChoice => ({
  id: u.id,
  label: u.installation_number,
  detail: [u.customer_name, place(u.city, u.uf)].filter(Boolean).join(' · '),
});

export const plantChoice = (p: { id: number; name: string; city: string; uf: string }): RecordChoice => ({
  id: p.id,
  label: p.name,
  detail: place(p.city, p.uf),
});

/** A choice on one line, for a short list's option and a picker's chosen value. */
export const choiceText = (choice: RecordChoice) =>
  choice.detail ? `${choice.label} · ${choice.detail}` : choice.label;

/** Plants as a short list's options (a select's): each its id and, on one line, its name, city and UF. */
export const plantOptions = (rows: Parameters<typeof plantChoice>[0][] = []) =>
  rows.map((p) => ({ value: String(p.id), label: choiceText(plantChoice(p)) }));

/** A picker's option: the name, and the details that tell it apart under it, whole on a phone too. */
export function RecordChoiceOption({
  choice,
  ...props
}: HTMLAttributes<HTMLLIElement> & { choice: RecordChoice }) {
  return (
    <li {...props} style={{ display: 'block', whiteSpace: 'normal' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {choice.label}
      </Typography>
      {choice.detail && (
        <Typography variant="caption" color="text.secondary" component="div">
          <bdi>{choice.detail}</bdi>
        </Typography>
      )}
    </li>
  );
}
