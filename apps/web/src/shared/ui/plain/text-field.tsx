import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> & {
  label: string;
  helperText?: string;
  error?: boolean;
  end?: ReactNode;
};

/**
 * An outlined text field as MUI draws it: the label sits in the box and moves onto its border, which opens
 * behind it, once the field has the focus or a value. The same ids and descriptions as MUI's field.
 */
export function TextField({ label, helperText, error = false, end, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <div className={error ? 'alv-field alv-field-error' : 'alv-field'}>
      <div className="alv-field-box">
        {/* A blank placeholder lets CSS tell an empty field (`:placeholder-shown`) from a filled one. */}
        <input id={inputId} placeholder=" " aria-invalid={error} aria-describedby={helperId} {...input} />
        <label htmlFor={inputId}>{label}</label>
        {end}
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && <p id={helperId}>{helperText}</p>}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="alv-icon-button alv-field-end"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}
