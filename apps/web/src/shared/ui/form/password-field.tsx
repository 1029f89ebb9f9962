import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import { OutlinedField, type OutlinedFieldProps } from '@/shared/ui/form/outlined-field.tsx';

/** A password input with a show/hide toggle. */
export function PasswordField(props: OutlinedFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible(!visible)}
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={visible}
            edge="end"
          >
            {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
