// Labelled inputs for react-hook-form inside a FormShell (Chakra v3 Field), kept small on purpose.
import { Field, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useShellLocked } from './FormShell.tsx';

interface BaseProps {
  label: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helper?: string;
}

/** A text input (or a textarea with `multiline`). */
export function TextField({
  label,
  error,
  required,
  disabled,
  helper,
  reg,
  multiline,
}: BaseProps & { reg: UseFormRegisterReturn; multiline?: boolean }) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? <Textarea rows={3} {...reg} /> : <Input {...reg} />}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A native select with a 'pick one' (or custom) empty option. */
export function SelectField({
  label,
  error,
  required,
  disabled,
  reg,
  options,
  empty = 'pick one',
}: BaseProps & {
  reg: UseFormRegisterReturn;
  options: ReadonlyArray<{ value: string; label: string }>;
  empty?: string;
}) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...reg}>
          <option value="">{empty}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A boolean switch bound through a Controller (the fieldset cannot disable it). */
export function SwitchField<T extends FieldValues>({
  label,
  control,
  name,
  disabled,
}: {
  label: string;
  control: Control<T>;
  name: FieldPath<T>;
  disabled?: boolean;
}) {
  const locked = useShellLocked();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          checked={!!field.value}
          onCheckedChange={(e) => field.onChange(e.checked)}
          disabled={locked || disabled}
          colorPalette="teal"
        >
          <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}
