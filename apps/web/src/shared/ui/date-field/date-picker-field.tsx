import { useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR, ptBR } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@alvorada/contracts';
import { INVALID_DATE, type DateFieldProps } from './date-field-props.ts';

// Arabic months and weekdays, with the digits and day/month/year order every typed date uses.
dayjs.locale(
  {
    ...dayjs.Ls.ar!,
    name: 'ar-latn',
    formats: { ...dayjs.Ls.ar!.formats, L: 'DD/MM/YYYY' },
    preparse: undefined,
    postformat: undefined,
  } as ILocale,
  undefined,
  true,
);

const DAYJS_LOCALES: Record<Locale, string> = { 'pt-BR': 'pt-br', en: 'en', fr: 'fr', ar: 'ar-latn' };
const PACKS = { 'pt-BR': ptBR, en: enUS, fr: frFR, ar: enUS } as const;
const ISO = 'YYYY-MM-DD';

const toDayjs = (value: string) => (value && value !== INVALID_DATE ? dayjs(value, ISO) : null);
const toValue = (date: Dayjs | null) =>
  date === null ? '' : date.isValid() ? date.format(ISO) : INVALID_DATE;

export default function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  helperText,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const localeText = useMemo(
    () => ({
      ...PACKS[locale].components.MuiLocalizationProvider.defaultProps.localeText,
      openDatePickerDialogue: (formatted: string | null) =>
        formatted ? t('datePicker.openWithDate', { date: formatted }) : t('datePicker.open'),
      previousMonth: t('datePicker.previousMonth'),
      nextMonth: t('datePicker.nextMonth'),
      fieldClearLabel: t('datePicker.clear'),
      fieldDayPlaceholder: () => t('datePicker.dayPlaceholder'),
      fieldMonthPlaceholder: () => t('datePicker.monthPlaceholder'),
      fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) =>
        t('datePicker.yearLetter').repeat(digitAmount),
      day: t('datePicker.day'),
      month: t('datePicker.month'),
      year: t('datePicker.year'),
      cancelButtonLabel: t('common.cancel'),
      okButtonLabel: t('datePicker.ok'),
      datePickerToolbarTitle: t('datePicker.title'),
    }),
    [t, locale],
  );
  // The picker keeps what is being typed; the form hears a date, '' or INVALID_DATE.
  const [shown, setShown] = useState<Dayjs | null>(() => toDayjs(value));
  const [previous, setPrevious] = useState(value);
  if (value !== previous) {
    setPrevious(value);
    // Set from outside (a reset, a cleared filter), not the echo of what was typed: show it.
    if (value !== INVALID_DATE && value !== toValue(shown)) setShown(toDayjs(value));
  }
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[locale]}
      localeText={localeText}
    >
      <DatePicker
        label={label}
        value={shown}
        // The weekday initials of the interface's language (D S T Q Q S S in Portuguese).
        dayOfWeekFormatter={(date) => date.toDate().toLocaleDateString(i18n.language, { weekday: 'narrow' })}
        onChange={(date) => {
          setShown(date);
          onChange(toValue(date));
        }}
        slotProps={{
          // Full width, as the theme makes every text field.
          textField: { name, error, helperText, onBlur, fullWidth: true },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
