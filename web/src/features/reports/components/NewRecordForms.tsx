// The new-record forms of the collections: create, then go to the new record's page.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { CreateResult } from '../mutations/createResult.ts';
import { useCreateGeoNoteMutation } from '../mutations/CreateGeoNoteMutation.ts';
import { useCreateHaulerMutation } from '../mutations/CreateHaulerMutation.ts';
import { useCreateMarketMutation } from '../mutations/CreateMarketMutation.ts';
import { FormField, errorOf } from './FormField.tsx';

const REQUIRED = 'This field is required';
type Errors = CreateResult['errors'];

/** Submits through `create`, then goes to `${path}/${id}`; keeps the errors otherwise. */
function useCreateFlow(path: string) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>([]);
  const run = async (check: Errors, create: () => Promise<CreateResult>) => {
    if (check.length) return setErrors(check);
    const res = await create();
    if (res.id !== null) navigate(`${path}/${res.id}`);
    else setErrors(res.errors);
  };
  return { errors, run };
}

const required = (fields: Record<string, string>): Errors =>
  Object.entries(fields)
    .filter(([, v]) => !v.trim())
    .map(([field]) => ({ field, message: REQUIRED }));

function FormActions({ busy, errors }: { busy: boolean; errors: Errors }) {
  const general = errorOf(errors, null);
  return (
    <>
      {general ? <Text color="red.600">{general}</Text> : null}
      <Button type="submit" colorPalette="blue" loading={busy} alignSelf="flex-start">
        Create
      </Button>
    </>
  );
}

/** New hauler: name, type and active. */
export function NewHaulerForm() {
  const [create, busy] = useCreateHaulerMutation();
  const { errors, run } = useCreateFlow('/haulers');
  const [name, setName] = useState('');
  const [type, setType] = useState<'inNetwork' | 'outOfNetwork'>('inNetwork');
  const [active, setActive] = useState(true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(required({ name }), () => create({ name: name.trim(), type, active }));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label="Name" required error={errorOf(errors, 'name')}>
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Type" required error={errorOf(errors, 'type')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={type}
              onChange={(e) => setType(e.target.value as 'inNetwork' | 'outOfNetwork')}
            >
              <option value="inNetwork">In Network</option>
              <option value="outOfNetwork">Out of Network</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Checkbox.Root checked={active} onCheckedChange={(e) => setActive(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Active</Checkbox.Label>
        </Checkbox.Root>
        <FormActions busy={busy} errors={errors} />
      </Stack>
    </form>
  );
}

const TERRITORIES = ['Midwest', 'Southeast', 'Northeast', 'West'] as const;

/** New market: city, state and territory (its name becomes 'City (ST)'). */
export function NewMarketForm() {
  const [create, busy] = useCreateMarketMutation();
  const { errors, run } = useCreateFlow('/markets');
  const [city, setCity] = useState('');
  const [state, setState] = useState('');
  const [territory, setTerritory] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(required({ city, state }), () =>
      create({
        city: city.trim(),
        state: state.trim().toUpperCase(),
        territory: (territory || null) as (typeof TERRITORIES)[number] | null,
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label="City" required error={errorOf(errors, 'city')}>
          <Input value={city} onChange={(e) => setCity(e.target.value)} />
        </FormField>
        <FormField label="State (2 letters)" required error={errorOf(errors, 'state')}>
          <Input value={state} maxLength={2} onChange={(e) => setState(e.target.value)} />
        </FormField>
        <FormField label="Territory" error={errorOf(errors, 'territory')}>
          <NativeSelect.Root>
            <NativeSelect.Field value={territory} onChange={(e) => setTerritory(e.target.value)}>
              <option value="">None</option>
              {TERRITORIES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormActions busy={busy} errors={errors} />
      </Stack>
    </form>
  );
}

export const GEO_NOTE_COLORS = [
  ['red', 'Red', '#ff0000'],
  ['yellow', 'Yellow', '#fff000'],
  ['orange', 'Orange', '#ffa500'],
  ['green', 'Green', '#00ff00'],
] as const;
type Color = (typeof GEO_NOTE_COLORS)[number][0];

/** New geo note: name (max 100), description, colour and active; the map area is drawn later. */
export function NewGeoNoteForm() {
  const [create, busy] = useCreateGeoNoteMutation();
  const { errors, run } = useCreateFlow('/geo-notes');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<Color | ''>('');
  const [active, setActive] = useState(true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(required({ name, description, color }), () =>
      create({ name: name.trim(), description: description.trim(), color: color || null, active }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label="Name" required error={errorOf(errors, 'name')}>
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Description" required error={errorOf(errors, 'description')}>
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} />
        </FormField>
        <FormField label="Color" required error={errorOf(errors, 'color')}>
          <NativeSelect.Root>
            <NativeSelect.Field value={color} onChange={(e) => setColor(e.target.value as Color)}>
              <option value="">Choose a color</option>
              {GEO_NOTE_COLORS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Checkbox.Root checked={active} onCheckedChange={(e) => setActive(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Active</Checkbox.Label>
        </Checkbox.Root>
        <FormActions busy={busy} errors={errors} />
      </Stack>
    </form>
  );
}
