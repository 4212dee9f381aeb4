// The market form (docs/decisions.md#validation): city and state required when creating, the
// name shown as 'City (ST)', phones optional and exactly 10 characters, addresses optional, an
// IANA time zone and a note. Creating lands on /markets/{id} (docs/decisions.md#states-and-transitions).
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { PHONE_LENGTH, REQUIRED, STATES, TERRITORIES } from '@shared/validation.ts';
import { flash } from '../../../ui/flash/index.ts';
import { FormShell } from '../../../ui/form/FormShell.tsx';
import { SelectField, TextField } from '../../../ui/form/fields.tsx';
import { applyUserErrors, flashFailure, staleMessage } from '../../hauler/components/userErrors.ts';
import { useCreateMarketMutation } from '../../reports/mutations/CreateMarketMutation.ts';
import { useUpdateMarketMutation } from '../mutations/UpdateMarketMutation.ts';
import { useInvalidateStore } from '../useInvalidateStore.ts';
import { marketName, timeZoneOptions } from '../marketFields.ts';
import type { MarketForm_market$key } from './__generated__/MarketForm_market.graphql.ts';
import type { Territory } from '../mutations/__generated__/UpdateMarketMutation.graphql.ts';

const fragment = graphql`
  fragment MarketForm_market on Market @refetchable(queryName: "MarketFormRefetchQuery") {
    id
    name
    city
    state
    territory
    timezone
    ourPhone
    ourAddress
    altPhone
    altAddress
    note
    updatedAt
  }
`;

interface Values {
  city: string;
  state: string;
  territory: string;
  timezone: string;
  ourPhone: string;
  ourAddress: string;
  altPhone: string;
  altAddress: string;
  note: string;
}
const FIELDS = [
  'city',
  'state',
  'territory',
  'timezone',
  'ourPhone',
  'ourAddress',
  'altPhone',
  'altAddress',
  'note',
] as const;
const EMPTY: Values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as unknown as Values;

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const phoneRule = (s: string) => s.trim() === '' || s.trim().length === 10 || PHONE_LENGTH;
const STATE_OPTIONS = STATES.map((s) => ({ value: s, label: s }));
const TERRITORY_OPTIONS = TERRITORIES.map((t) => ({ value: t, label: t }));

/** Edits a market (`marketRef`), or creates one when `marketRef` is null. */
export function MarketForm({
  marketRef,
  canEdit,
}: {
  marketRef: MarketForm_market$key | null;
  canEdit: boolean;
}) {
  const [market, refetch] = useRefetchableFragment(fragment, marketRef);
  const [conflict, setConflict] = useState<string | null>(null);
  const [create] = useCreateMarketMutation();
  const [update] = useUpdateMarketMutation();
  const navigate = useNavigate();
  const invalidate = useInvalidateStore();
  const creating = !market;
  const form = useForm<Values>({
    mode: 'onChange',
    values: market
      ? (Object.fromEntries(FIELDS.map((f) => [f, market[f] ?? ''])) as unknown as Values)
      : EMPTY,
  });
  const { errors } = form.formState;
  const [city, state] = useWatch({ control: form.control, name: ['city', 'state'] });
  // A new record: once something is typed, mark every field still missing (Save waits for them).
  const { isDirty } = form.formState;
  useEffect(() => {
    if (creating && isDirty) void form.trigger();
  }, [creating, isDirty, form]);
  const shownName = marketName(city, state) || market?.name || '';

  const save = async (v: Values) => {
    const fields = {
      city: orNull(v.city),
      state: orNull(v.state),
      territory: orNull(v.territory) as Territory | null,
      timezone: orNull(v.timezone),
      ourPhone: orNull(v.ourPhone),
      ourAddress: orNull(v.ourAddress),
      altPhone: orNull(v.altPhone),
      altAddress: orNull(v.altAddress),
      note: orNull(v.note),
    };
    try {
      if (creating) {
        const res = await create(fields);
        const rest = applyUserErrors(res.errors, form.setError, FIELDS);
        if (res.id === null) {
          flashFailure('There was an error creating the market', rest);
          return false;
        }
        invalidate();
        flash.show('Market Added Successfully', { severity: 'success', timeout: 2000 });
        navigate(`/markets/${res.id}`);
        return true;
      }
      const res = await update({ ...fields, id: market.id, updatedAt: market.updatedAt });
      const { userErrors } = res.updateMarket;
      setConflict(staleMessage(userErrors));
      const rest = applyUserErrors(userErrors, form.setError, FIELDS);
      if (userErrors.length) {
        flashFailure('There was an error updating the market', rest);
        return false;
      }
      flash.show('Market updated successfully', { severity: 'success', timeout: 2000 });
      return true;
    } catch {
      flashFailure(
        creating
          ? 'There was an error creating the market'
          : 'There was an error updating the market',
      );
      return false;
    }
  };

  return (
    <FormShell
      form={form}
      title={creating ? 'Market details' : 'Edit Market'}
      onSave={save}
      creating={creating}
      readOnly={!canEdit}
      onCancel={() => navigate('/markets/collection')}
      onDiscard={() => setConflict(null)}
      conflict={
        conflict
          ? {
              message: conflict,
              onReload: () => {
                setConflict(null);
                refetch({}, { fetchPolicy: 'network-only' });
              },
            }
          : null
      }
    >
      <Field.Root>
        <Field.Label>Name</Field.Label>
        <Input value={shownName} readOnly disabled aria-describedby="market-name-help" />
        <Text id="market-name-help" textStyle="xs" color="fg.muted">
          The city with the state abbreviation in parentheses, e.g. Austin (TX).
        </Text>
      </Field.Root>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <TextField
          label="City"
          required={creating}
          error={errors.city?.message}
          reg={form.register('city', {
            validate: (s) => !creating || s.trim() !== '' || REQUIRED,
          })}
        />
        <SelectField
          label="State"
          required={creating}
          error={errors.state?.message}
          options={STATE_OPTIONS}
          reg={form.register('state', { validate: (s) => !creating || s !== '' || REQUIRED })}
        />
        <SelectField
          label="Territory"
          error={errors.territory?.message}
          options={TERRITORY_OPTIONS}
          empty="none"
          reg={form.register('territory')}
        />
      </Stack>
      <SelectField
        label="Time zone"
        error={errors.timezone?.message}
        options={timeZoneOptions(market?.timezone)}
        empty="none"
        reg={form.register('timezone')}
      />
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <TextField
          label="Our phone"
          helper="10 digits, e.g. 5125550100"
          error={errors.ourPhone?.message}
          reg={form.register('ourPhone', { validate: phoneRule })}
        />
        <TextField
          label="Our address"
          error={errors.ourAddress?.message}
          reg={form.register('ourAddress')}
        />
      </Stack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <TextField
          label="Alt phone"
          helper="10 digits"
          error={errors.altPhone?.message}
          reg={form.register('altPhone', { validate: phoneRule })}
        />
        <TextField
          label="Alt address"
          error={errors.altAddress?.message}
          reg={form.register('altAddress')}
        />
      </Stack>
      <TextField label="Note" multiline error={errors.note?.message} reg={form.register('note')} />
    </FormShell>
  );
}
