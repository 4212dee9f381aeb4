// The new-record form of the hauler collection: create, then go to the new hauler's page. Markets
// and geo notes are created on their own pages (/markets/new, /geo-notes/new).
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { CreateResult } from '../mutations/createResult.ts';
import { useCreateHaulerMutation } from '../mutations/CreateHaulerMutation.ts';
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

export { GEO_NOTE_COLORS } from '../geoNoteColors.ts';
