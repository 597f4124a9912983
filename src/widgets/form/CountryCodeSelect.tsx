/**
 * Dialling-code picker (A §2 "mobile number with a country dialling-code picker"): a native
 * <select> over a box that shows "+95". Codes come from the systemCountry call (./countries.ts);
 * the default is the brand's registration.defaultCountryDialingCode; when the call fails only
 * the default (and the current value) is offered. Values are digits without "+", e.g. "95".
 * Country names are shown in the page's language (loaded with the first touch of the form).
 *
 * `label` is the select's accessible name (the visible label of the row belongs to the mobile
 * input). Put it in a `.input-row` next to the mobile input.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $countryNames, defaultDialingCode, dialingOptions, loadCountries, loadCountryNames, type Country } from './countries.ts';
import '../../components/form/form.css';

export { defaultDialingCode };

export interface CountryCodeSelectProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  label: string;
  /** Form field name (default countryDialingCode). */
  name?: string;
  disabled?: boolean;
}

export default function CountryCodeSelect({ id, value, onChange, label, name = 'countryDialingCode', disabled }: CountryCodeSelectProps) {
  const [countries, setCountries] = useState<readonly Country[]>([]);
  const names = useStore($countryNames);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    let live = true;
    void loadCountries().then((list) => live && setCountries(list));
    // The names (about 3 KB a language) are read only in the open picker: they load with the
    // player's first touch of the form (or of the picker itself), not with the page.
    const area = select.current?.form ?? select.current;
    const loadNames = () => loadCountryNames(document.documentElement.dataset.language ?? '');
    if (area?.contains(document.activeElement)) loadNames(); // touched before the island had started
    area?.addEventListener('focusin', loadNames, { once: true });
    area?.addEventListener('pointerdown', loadNames, { once: true });
    return () => {
      live = false;
      area?.removeEventListener('focusin', loadNames);
      area?.removeEventListener('pointerdown', loadNames);
    };
  }, []);
  const current = value || defaultDialingCode();
  const options = dialingOptions(countries, current, undefined, names);
  return (
    <span className="country-code">
      <span aria-hidden="true">+{current}</span>
      <select ref={select} id={id} name={name} aria-label={label} value={current} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name ? `+${option.code} ${option.name}` : `+${option.code}`}
          </option>
        ))}
      </select>
    </span>
  );
}
