// The geo note form (docs/decisions.md#validation): name required (at most 100), colour required
// (Red, Yellow, Orange, Green), description required, active radio, and the area on the map,
// saved together. A new geo note needs its area ('Area is required'): it is only ever shown
// on quotes inside it (docs/decisions.md#search). Creating lands on /geo-notes/{id}; Delete asks
// 'Are you sure?' and goes to /geo-notes/collection (docs/decisions.md#states-and-transitions).
import { Field, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { FeatureCollection } from 'geojson';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { AREA_REQUIRED, REQUIRED } from '@shared/validation.ts';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton.tsx';
import { flash } from '../../../ui/flash/index.ts';
import { FormShell, useShellLocked } from '../../../ui/form/FormShell.tsx';
import { SelectField, TextField } from '../../../ui/form/fields.tsx';
import { applyUserErrors, flashFailure, staleMessage } from '../../hauler/components/userErrors.ts';
import { hasArea } from '../../market/boundaryView.ts';
import { BoundaryEditor } from '../../boundary/BoundaryEditor.tsx';
import { GEO_NOTE_COLORS } from '../../reports/components/NewRecordForms.tsx';
import { geoNoteHex } from '../../reports/geoNoteColors.ts';
import { useCreateGeoNoteMutation } from '../../reports/mutations/CreateGeoNoteMutation.ts';
import { useDeleteGeoNoteMutation } from '../mutations/DeleteGeoNoteMutation.ts';
import { useUpdateGeoNoteMutation } from '../mutations/UpdateGeoNoteMutation.ts';
import { useInvalidateStore } from '../../market/useInvalidateStore.ts';
import type {
  GeoNoteColor,
  GeoNoteForm_geoNote$key,
} from './__generated__/GeoNoteForm_geoNote.graphql.ts';

const fragment = graphql`
  fragment GeoNoteForm_geoNote on GeoNote @refetchable(queryName: "GeoNoteFormRefetchQuery") {
    id
    name
    description
    color
    active
    boundaries
    updatedAt
  }
`;

export const NAME_MAX = 100;
const NAME_TOO_LONG = `At most ${NAME_MAX} characters`;
const COLOR_OPTIONS = GEO_NOTE_COLORS.map(([value, label]) => ({ value, label }));

interface Values {
  name: string;
  description: string;
  color: string;
  active: 'true' | 'false';
  boundaries: FeatureCollection | null;
}
const FIELDS = ['name', 'description', 'color', 'active', 'boundaries'] as const;
const EMPTY: Values = { name: '', description: '', color: '', active: 'true', boundaries: null };

function ActiveRadio({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const locked = useShellLocked();
  return (
    <Field.Root>
      <Field.Label id="geo-note-active">Status</Field.Label>
      <RadioGroup.Root
        value={value}
        onValueChange={(e) => e.value && onChange(e.value)}
        disabled={locked}
        aria-labelledby="geo-note-active"
        colorPalette="teal"
      >
        <HStack gap="6">
          {[
            ['true', 'Active'],
            ['false', 'Inactive'],
          ].map(([v, label]) => (
            <RadioGroup.Item key={v} value={v!}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Field.Root>
  );
}

/** The area field: the boundary editor, its edit bar shown while the shell is unlocked. */
function AreaField(props: {
  value: FeatureCollection | null;
  onChange: (next: FeatureCollection | null) => void;
  name: string;
  /** The note's colour as chosen in the form ('red'): the area is drawn in it. */
  color: string;
  error?: string;
}) {
  const locked = useShellLocked();
  return (
    <Field.Root invalid={!!props.error} required>
      <Field.Label>
        Area <Field.RequiredIndicator />
      </Field.Label>
      <Stack w="full" gap="1">
        <BoundaryEditor
          value={props.value}
          onChange={props.onChange}
          editing={!locked}
          label={`${props.name.trim() || 'Geo note'} area`}
          height="380px"
          color={geoNoteHex(props.color)}
        />
        {locked && !props.value && (
          <Text textStyle="sm" color="fg.muted">
            No area yet: press Edit, then merge places or draw.
          </Text>
        )}
      </Stack>
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Edits a geo note (`geoNoteRef`), or creates one when it is null. */
export function GeoNoteForm({
  geoNoteRef,
  canEdit,
}: {
  geoNoteRef: GeoNoteForm_geoNote$key | null;
  canEdit: boolean;
}) {
  const [note, refetch] = useRefetchableFragment(fragment, geoNoteRef);
  const [conflict, setConflict] = useState<string | null>(null);
  const [create] = useCreateGeoNoteMutation();
  const [update] = useUpdateGeoNoteMutation();
  const [remove] = useDeleteGeoNoteMutation();
  const navigate = useNavigate();
  const invalidate = useInvalidateStore();
  const creating = !note;
  const form = useForm<Values>({
    mode: 'onChange',
    values: note
      ? {
          name: note.name,
          description: note.description,
          color: note.color,
          active: note.active ? 'true' : 'false',
          boundaries: hasArea(note.boundaries) ? note.boundaries : null,
        }
      : EMPTY,
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });
  const color = useWatch({ control: form.control, name: 'color' });
  // A new record: once something is typed, mark every field still missing (Save waits for them).
  const { isDirty } = form.formState;
  useEffect(() => {
    if (creating && isDirty) void form.trigger();
  }, [creating, isDirty, form]);

  const save = async (v: Values) => {
    const fields = {
      name: v.name.trim(),
      description: v.description.trim(),
      color: v.color as GeoNoteColor,
      active: v.active === 'true',
      boundaries: v.boundaries,
    };
    try {
      if (creating) {
        const res = await create(fields);
        const rest = applyUserErrors(res.errors, form.setError, FIELDS);
        if (res.id === null) {
          flashFailure('There was an error creating the geo note', rest);
          return false;
        }
        invalidate();
        flash.show('Geo Note created successfully', { severity: 'success', timeout: 2000 });
        navigate(`/geo-notes/${res.id}`);
        return true;
      }
      const res = await update({ ...fields, id: note.id, updatedAt: note.updatedAt });
      const { userErrors } = res.updateGeoNote;
      setConflict(staleMessage(userErrors));
      const rest = applyUserErrors(userErrors, form.setError, FIELDS);
      if (userErrors.length) {
        flashFailure('There was an error updating the geo note', rest);
        return false;
      }
      flash.show('Geo Note updated successfully', { severity: 'success', timeout: 2000 });
      return true;
    } catch {
      flashFailure(
        creating
          ? 'There was an error creating the geo note'
          : 'There was an error updating the geo note',
      );
      return false;
    }
  };

  const deleteNote = async () => {
    if (!note) return;
    try {
      const res = await remove(note.id);
      if (!res.deleteGeoNote.deletedId) {
        flashFailure(
          'There was an error deleting the geo note',
          res.deleteGeoNote.userErrors.map((e) => e.message),
        );
        return;
      }
      flash.show('Geo Note deleted successfully', { severity: 'success', timeout: 2000 });
      navigate('/geo-notes/collection');
    } catch {
      flashFailure('There was an error deleting the geo note');
    }
  };

  return (
    <FormShell
      form={form}
      title={creating ? 'Geo note details' : 'Geo Note'}
      onSave={save}
      creating={creating}
      readOnly={!canEdit}
      onCancel={() => navigate('/geo-notes/collection')}
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
      actions={
        <ConfirmDeleteButton
          label="Delete"
          confirmLabel="Are you sure?"
          cancelLabel="Cancel"
          onConfirm={deleteNote}
        />
      }
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <TextField
          label="Name"
          required
          helper={`Up to ${NAME_MAX} characters`}
          error={errors.name?.message}
          reg={form.register('name', {
            validate: (s) =>
              s.trim() === '' ? REQUIRED : s.trim().length > NAME_MAX ? NAME_TOO_LONG : true,
          })}
        />
        <SelectField
          label="Color"
          required
          error={errors.color?.message}
          options={COLOR_OPTIONS}
          reg={form.register('color', { required: REQUIRED })}
        />
      </Stack>
      <TextField
        label="Description"
        required
        multiline
        error={errors.description?.message}
        reg={form.register('description', { validate: (s) => s.trim() !== '' || REQUIRED })}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => <ActiveRadio value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="boundaries"
        rules={{ validate: (b) => hasArea(b) || AREA_REQUIRED }}
        render={({ field }) => (
          <AreaField
            value={field.value}
            onChange={field.onChange}
            name={name}
            color={color}
            error={errors.boundaries?.message}
          />
        )}
      />
    </FormShell>
  );
}
