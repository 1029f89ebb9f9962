import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';

/** A visitor form whose API answers `{detail}`: validation by the contract's schema, server errors in place. */
export function useDetailForm<T extends FieldValues>(
  schema: z.ZodType<T, FieldValues>,
  defaultValues: DefaultValues<T>,
  send: (values: T) => Promise<{ detail: string }>,
) {
  const { t } = useTranslation();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values: T) => {
    setError(null);
    setSuccess(null);
    try {
      setSuccess((await send(values)).detail);
    } catch (caught) {
      setError(applyServerErrors(caught, t, form.setError, Object.keys(defaultValues ?? {})));
    }
  });
  return { form, onSubmit, success, error };
}
