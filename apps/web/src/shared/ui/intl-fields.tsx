import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countryOptions,
  currencyOptions,
  languageOptions,
  timezoneOptions,
  type Option,
} from '@/shared/i18n/intl-options.ts';
import { OptionAutocomplete } from '@/shared/ui/option-autocomplete.tsx';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A searchable list built once per interface language, from the browser's own data. */
function listField(optionsFor: (language: string) => Option[]) {
  return function ListField(props: FieldProps) {
    const { i18n } = useTranslation();
    const options = useMemo(() => optionsFor(i18n.language), [i18n.language]);
    return <OptionAutocomplete {...props} options={options} />;
  };
}

/** ISO 3166 country code, shown by its name in the interface language. */
export const CountryField = listField(countryOptions);
/** IANA time zone, e.g. America/Sao_Paulo. */
export const TimezoneField = listField(() => timezoneOptions());
/** ISO 4217 currency code with its name. */
export const CurrencyField = listField(currencyOptions);
/** One of the interface's languages, named in the current one. */
export const LanguageField = listField(languageOptions);
