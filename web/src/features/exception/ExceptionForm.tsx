// Over 300 lines: one form whose fields depend on each other (type resets, bulk limits, preview).
// The exception form (docs/decisions.md#exception-types, docs/decisions.md#validation): a region's
// exception, or a bulk one (closure and window, expiration date only). Changing the type resets
// the form. A regional save first shows the products whose availability would change; a bulk
// save asks 'Save Exception?'.
import { useRef, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type { FeatureCollection } from 'geojson';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { flash } from '../../ui/flash/index.ts';
import { FormShell, useShellLocked } from '../../ui/form/FormShell.tsx';
import { SelectField, TextField } from '../../ui/form/fields.tsx';
import { BoundaryEditor } from '../boundary/BoundaryEditor.tsx';
import { applyUserErrors, flashFailure, staleMessage } from '../hauler/components/userErrors.ts';
import { END_TYPES, EXCEPTION_REASONS, EXCEPTION_TYPES } from '../reports/exceptionLabels.ts';
import {
  BULK_TYPES,
  DELIVERY_TYPES,
  SERVER_FIELDS,
  WEEKDAYS,
  WINDOW_DAY_OPTIONS,
  emptyValues,
  reasonsFor,
  shownFor,
  toInput,
  todayIso,
  validateException,
  type Choice,
  type ExceptionTypeName,
  type ExceptionValues,
} from './exceptionForm.ts';
import {
  useCreateException,
  useUpdateBulkException,
  useUpdateException,
} from './mutations/exceptionMutations.ts';
import { usePreviewException, type ExceptionPreviewResult } from './preview.ts';

export const BULK_CONFIRM_TITLE = 'Save Exception?';
export const BULK_CONFIRM_BODY =
  'This exception will be added to ALL haulers and ALL regions. It can then be removed from single regions on the hauler page.';

const DELIVERY_LABEL = Object.fromEntries(DELIVERY_TYPES.map((d) => [d.value, d.label]));

export interface ExceptionFormProps {
  /** A bulk exception (the Exception Report). */
  bulk?: boolean;
  /** The region of a regional exception (global id): creates there and previews its products. */
  regionId?: string;
  /** The stored exception being edited. */
  existing?: { id: string; updatedAt: string; values: ExceptionValues } | null;
  zones?: readonly Choice[];
  sizes: readonly Choice[];
  wasteTypes: readonly Choice[];
  /** Called after a save (true) or when the user leaves the form (false). */
  onDone: (saved: boolean) => void;
  /** Hide the way back to the list (the region has no exceptions: the form is the tab). */
  noCancel?: boolean;
}

type Decision = { kind: 'preview'; preview: ExceptionPreviewResult } | { kind: 'bulk' };

export function ExceptionForm(props: ExceptionFormProps) {
  const { bulk = false, existing } = props;
  const creating = !existing;
  const lists = { zones: props.zones ?? [], sizes: props.sizes, wasteTypes: props.wasteTypes };
  const resolver: Resolver<ExceptionValues> = async (values) => {
    const found = validateException(values, { bulk });
    const errors: FieldErrors<ExceptionValues> = {};
    for (const [k, message] of Object.entries(found))
      (errors as Record<string, unknown>)[k] = { type: 'validate', message };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<ExceptionValues>({
    mode: 'onChange',
    defaultValues: existing?.values ?? emptyValues(),
    resolver,
  });
  const { errors } = form.formState;
  const [type, actionType, availabilityAction] = useWatch({
    control: form.control,
    name: ['type', 'actionType', 'availabilityAction'],
  });
  const show = shownFor(type);
  const today = todayIso();
  const [conflict, setConflict] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const create = useCreateException();
  const update = useUpdateException();
  const updateBulk = useUpdateBulkException();
  const preview = usePreviewException();

  const ask = (d: Decision) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setDecision(d);
    });
  const decide = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setDecision(null);
  };

  const changeType = (next: string) => {
    // Changing the type resets the form (docs/decisions.md#states-and-transitions).
    form.reset(emptyValues(next as ExceptionTypeName | ''), { keepDefaultValues: true });
    void form.trigger();
  };

  const save = async (v: ExceptionValues): Promise<boolean> => {
    const input = toInput(v, lists);
    const failed = creating ? 'Error Creating Exception' : 'Error Saving Exception';
    try {
      if (bulk) {
        if (!(await ask({ kind: 'bulk' }))) return false;
      } else {
        const p = await preview({
          regionId: props.regionId!,
          exceptionId: existing?.id ?? null,
          exception: input,
        });
        if (p.userErrors.length) {
          const rest = applyUserErrors(
            p.userErrors.map((e) => ({ ...e, field: e.field ? SERVER_FIELDS[e.field] : null })),
            form.setError,
            Object.values(SERVER_FIELDS),
          );
          if (rest.length) flashFailure(failed, rest);
          return false;
        }
        if (!(await ask({ kind: 'preview', preview: p }))) return false;
      }
      const res = creating
        ? await create({ ...input, ...(bulk ? { bulk: true } : { regionId: props.regionId }) })
        : bulk
          ? await updateBulk({
              id: existing.id,
              updatedAt: existing.updatedAt,
              type: input.type,
              reason: input.reason,
              actionType: input.actionType,
              actionDate: input.actionDate,
              deliveryTypes: input.deliveryTypes,
              sizeIds: input.sizeIds,
              sizesText: input.sizesText,
              wasteTypeIds: input.wasteTypeIds,
              wasteTypesText: input.wasteTypesText,
              windowDays: input.windowDays,
              startDate: input.startDate,
              endDate: input.endDate,
            })
          : await update({ ...input, id: existing.id, updatedAt: existing.updatedAt });
      const userErrors = res.userErrors.map((e) => ({
        ...e,
        field: e.field ? (SERVER_FIELDS[e.field] ?? e.field) : null,
      }));
      if (!res.exception || userErrors.length) {
        setConflict(staleMessage(res.userErrors));
        const rest = applyUserErrors(userErrors, form.setError, Object.values(SERVER_FIELDS));
        flashFailure(failed, rest);
        return false;
      }
      flash.show(creating ? 'Exception Created Successfully' : 'Exception Saved Successfully', {
        severity: 'success',
        timeout: 2000,
      });
      props.onDone(true);
      return true;
    } catch {
      flashFailure(failed);
      return false;
    }
  };

  const typeOptions = (Object.keys(EXCEPTION_TYPES) as ExceptionTypeName[])
    .filter((t) => !bulk || BULK_TYPES.includes(t))
    .map((t) => ({ value: t, label: EXCEPTION_TYPES[t] }));
  const title = creating
    ? bulk
      ? 'New Bulk Exception'
      : 'New Exception'
    : bulk
      ? 'Edit Bulk Exception'
      : 'Edit Exception';

  return (
    <Stack gap="3" data-testid="exception-form">
      {!props.noCancel && (
        <Box>
          <Button size="sm" variant="ghost" onClick={() => props.onDone(false)}>
            ← Back to exceptions
          </Button>
        </Box>
      )}
      <FormShell
        form={form}
        title={title}
        onSave={save}
        creating={creating}
        onCancel={() => props.onDone(false)}
        onDiscard={() => setConflict(null)}
        conflict={conflict ? { message: conflict, onReload: () => props.onDone(false) } : null}
      >
        {bulk && (
          <Text textStyle="sm" color="fg.muted">
            A bulk exception applies to all haulers and all regions. Only Closure and Window are
            offered, and it ends on an expiration date.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label="Exception type"
            required
            options={typeOptions}
            error={errors.type?.message}
            reg={form.register('type', { onChange: (e) => changeType(e.target.value) })}
          />
          <SelectField
            label={type === 'noService' ? 'No-service reason' : 'Reason'}
            required
            options={reasonsFor(type).map((r) => ({ value: r, label: EXCEPTION_REASONS[r] }))}
            error={errors.reason?.message}
            reg={form.register('reason')}
          />
        </SimpleGrid>
        {!type && (
          <Text textStyle="sm" color="fg.muted">
            Choose the exception type to see its fields.
          </Text>
        )}
        {show.deliveryTypes && (
          <CheckGroup
            label="Service types"
            required
            error={errors.deliveryTypes?.message}
            helper={
              show.deliveryTypesLocked
                ? `A ${EXCEPTION_TYPES[type as ExceptionTypeName]} applies to all service types.`
                : undefined
            }
          >
            {DELIVERY_TYPES.map((d) => (
              <Check
                key={d.value}
                label={d.label}
                value={d.value}
                disabled={show.deliveryTypesLocked}
                reg={form.register('deliveryTypes')}
              />
            ))}
          </CheckGroup>
        )}
        {type && !bulk && (props.zones?.length ?? 0) > 0 && (
          <CheckGroup label="Zones" helper="None ticked means every zone of the region.">
            {props.zones!.map((z) => (
              <Check key={z.id} label={z.name} value={z.id} reg={form.register('zoneIds')} />
            ))}
          </CheckGroup>
        )}
        {type && type !== 'serviceArea' && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <CheckGroup label="Sizes" helper="None ticked means all sizes.">
              {props.sizes.map((s) => (
                <Check key={s.id} label={s.name} value={s.id} reg={form.register('sizeIds')} />
              ))}
            </CheckGroup>
            <CheckGroup label="Waste types" helper="None ticked means all waste types.">
              {props.wasteTypes.map((w) => (
                <Check key={w.id} label={w.name} value={w.id} reg={form.register('wasteTypeIds')} />
              ))}
            </CheckGroup>
          </SimpleGrid>
        )}
        {show.windowDays && (
          <SelectField
            label="Window days"
            required
            options={WINDOW_DAY_OPTIONS.map((n) => ({ value: String(n), label: `1 to ${n}` }))}
            error={errors.windowDays?.message}
            reg={form.register('windowDays')}
          />
        )}
        {show.daysOfWeek && (
          <CheckGroup label="Days of week" required error={errors.daysOfWeek?.message}>
            {WEEKDAYS.map((d) => (
              <Check key={d} label={d} value={d} reg={form.register('daysOfWeek')} />
            ))}
          </CheckGroup>
        )}
        {show.availabilityAction && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              label="Availability action"
              required
              options={[
                { value: 'mustCall', label: 'Must Call' },
                { value: 'nextAvailableDate', label: 'Next Available Date' },
              ]}
              error={errors.availabilityAction?.message}
              reg={form.register('availabilityAction', {
                onChange: () => void form.trigger('nextAvailableDate'),
              })}
            />
            {availabilityAction === 'nextAvailableDate' && (
              <DateField
                label="Next available date"
                required
                min={today}
                error={errors.nextAvailableDate?.message}
                reg={form.register('nextAvailableDate')}
              />
            )}
          </SimpleGrid>
        )}
        {show.dates && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DateField
              label="Start date"
              required={show.datesRequired}
              min={today}
              error={errors.startDate?.message}
              reg={form.register('startDate', { onChange: () => void form.trigger('endDate') })}
            />
            <DateField
              label="End date"
              required={show.datesRequired}
              min={today}
              error={errors.endDate?.message}
              reg={form.register('endDate')}
            />
          </SimpleGrid>
        )}
        {show.area && (
          <Stack gap="2">
            <AreaField control={form.control} error={errors.boundaries?.message} />
            <TextField
              label="Area description"
              helper="Shown on the exception card, e.g. 'North of the river'."
              reg={form.register('boundariesDescription')}
            />
          </Stack>
        )}
        {type && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              label="Expiration type"
              required
              options={(Object.keys(END_TYPES) as (keyof typeof END_TYPES)[])
                .filter((k) => !bulk || k === 'expirationDate')
                .map((k) => ({ value: k, label: END_TYPES[k] }))}
              error={errors.actionType?.message}
              reg={form.register('actionType', {
                onChange: () => void form.trigger('actionDate'),
              })}
            />
            {actionType && actionType !== 'permanent' && (
              <DateField
                label={actionType === 'checkBack' ? 'Check back date' : 'Expiration date'}
                required
                min={today}
                error={errors.actionDate?.message}
                reg={form.register('actionDate')}
              />
            )}
          </SimpleGrid>
        )}
      </FormShell>
      <SaveDialog decision={decision} onDecide={decide} />
    </Stack>
  );
}

function CheckGroup(p: {
  label: string;
  required?: boolean;
  error?: string;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!p.error} required={p.required}>
      <Field.Label as="span">
        {p.label} {p.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Wrap gap="4" role="group" aria-label={p.label}>
        {p.children}
      </Wrap>
      {p.helper && !p.error && <Field.HelperText>{p.helper}</Field.HelperText>}
      <Field.ErrorText>{p.error}</Field.ErrorText>
    </Field.Root>
  );
}

function Check(p: {
  label: string;
  value: string;
  disabled?: boolean;
  reg: ReturnType<ReturnType<typeof useForm<ExceptionValues>>['register']>;
}) {
  return (
    <HStack as="label" gap="1.5" textStyle="sm" cursor="pointer">
      <input type="checkbox" value={p.value} disabled={p.disabled} {...p.reg} />
      {p.label}
    </HStack>
  );
}

function DateField(p: {
  label: string;
  required?: boolean;
  min: string;
  error?: string;
  reg: ReturnType<ReturnType<typeof useForm<ExceptionValues>>['register']>;
}) {
  return (
    <Field.Root invalid={!!p.error} required={p.required}>
      <Field.Label>
        {p.label} {p.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type="date" min={p.min} {...p.reg} />
      <Field.ErrorText>{p.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The area of a serviceArea exception: ZIP, place or zone chips merged, or a drawn shape. */
function AreaField({
  control,
  error,
}: {
  control: ReturnType<typeof useForm<ExceptionValues>>['control'];
  error?: string;
}) {
  const locked = useShellLocked();
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label as="span">
        Area <Field.RequiredIndicator />
      </Field.Label>
      <Text textStyle="xs" color="fg.muted">
        Add ZIP codes, places or zones, or draw the area. Addresses inside it get no service.
      </Text>
      <Box w="full" data-testid="exception-area">
        <Controller
          control={control}
          name="boundaries"
          render={({ field }) => (
            <BoundaryEditor
              value={(field.value as FeatureCollection | null) ?? null}
              onChange={(next) => field.onChange(next)}
              editing={!locked}
              label="Exception area"
              height="320px"
            />
          )}
        />
      </Box>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The step before saving: the preview of a regional exception, or the bulk confirm. */
function SaveDialog({
  decision,
  onDecide,
}: {
  decision: Decision | null;
  onDecide: (yes: boolean) => void;
}) {
  const p = decision?.kind === 'preview' ? decision.preview : null;
  return (
    <Dialog.Root
      open={!!decision}
      onOpenChange={(e) => !e.open && onDecide(false)}
      role="alertdialog"
      size={p ? 'xl' : 'md'}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="exception-save-dialog">
            <Dialog.Header>
              <Dialog.Title>{p ? 'Before you save' : BULK_CONFIRM_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {p ? (
                <Stack gap="3">
                  <Text data-testid="preview-summary">
                    {p.products.length === 0
                      ? `This exception changes the availability of none of the ${p.totalProducts} products of this region today.`
                      : `This exception changes today's availability of ${p.products.length} of the ${p.totalProducts} products of this region.`}
                  </Text>
                  {p.products.length > 0 && (
                    <Table.Root size="sm" variant="outline" data-testid="preview-products">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Zone</Table.ColumnHeader>
                          <Table.ColumnHeader>Product</Table.ColumnHeader>
                          <Table.ColumnHeader>Change</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {p.products.map((x) => (
                          <Table.Row key={x.pricingId}>
                            <Table.Cell>{x.zoneName}</Table.Cell>
                            <Table.Cell>
                              {[x.sizeName, x.wasteTypeName].filter(Boolean).join(' · ') ||
                                `Product #${x.pricingId}`}
                            </Table.Cell>
                            <Table.Cell>
                              {x.changes.map((c) => (
                                <Text key={c.deliveryType} textStyle="sm">
                                  {DELIVERY_LABEL[c.deliveryType] ?? c.deliveryType}: {c.before} →{' '}
                                  <b>{c.after}</b>
                                </Text>
                              ))}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  )}
                </Stack>
              ) : (
                <Text>{BULK_CONFIRM_BODY}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onDecide(false)}>
                {p ? 'Back to the form' : 'No, Cancel'}
              </Button>
              <Button colorPalette="teal" onClick={() => onDecide(true)}>
                {p ? 'Save Exception' : 'Yes, Save Exception'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
