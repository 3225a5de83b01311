import { useMemo, type SelectHTMLAttributes } from 'react';
import { timeZoneOptions } from '../lib/time-zones';
import form from './Form.module.css';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>;

interface TimeZoneSelectProps extends SelectProps {
  /** An IANA zone ("Asia/Ho_Chi_Minh"); listed even when the runtime knows it only as an alias. */
  value: string;
  onChange: (zone: string) => void;
}

/**
 * Every IANA time zone as "(UTC+07:00) Asia/Ho Chi Minh", west to east: a native select, so typing
 * a zone's first letters finds it. Spread a FormField's control onto it for its label.
 */
export function TimeZoneSelect({ value, onChange, className, ...select }: TimeZoneSelectProps) {
  // Some 400 zones, each offset read through Intl: worked out once per value shown, not per render.
  const options = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <select
      {...select}
      className={className ? `${form.input} ${className}` : form.input}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
