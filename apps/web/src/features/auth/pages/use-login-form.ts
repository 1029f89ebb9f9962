import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginErrors, LoginForm } from './login-validation.ts';

const FIELDS = ['email', 'password'] as const;

// The schema library loads with the first keystroke or the first submit, not with the screen.
let validation: Promise<typeof import('./login-validation.ts')> | undefined;
const loadValidation = () => (validation ??= import('./login-validation.ts'));

const valuesOf = (form: HTMLFormElement): LoginForm => {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
};

/**
 * The sign-in form's state: validated at submit (the first invalid field takes the focus), then again
 * field by field as it changes; `onValid` gets the values as the server takes them.
 */
export function useLoginForm(onValid: (values: LoginForm) => Promise<void>) {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const field = FIELDS.find((name) => name === (event.target as { name?: string }).name);
    const form = event.currentTarget;
    void loadValidation().then(({ validateLogin }) => {
      if (!submitted || !field) return;
      const result = validateLogin(valuesOf(form));
      const message = 'errors' in result ? result.errors[field] : undefined;
      setErrors((current) => ({ ...current, [field]: message }));
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const result = (await loadValidation()).validateLogin(valuesOf(form));
      if ('errors' in result) {
        setErrors(result.errors);
        const first = FIELDS.find((name) => result.errors[name]);
        (form.elements.namedItem(first!) as HTMLInputElement | null)?.focus();
        return;
      }
      setErrors({});
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  return { errors, isSubmitting, onChange, onSubmit };
}
