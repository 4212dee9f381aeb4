// Over 300 lines: one table and its cell editors, which share the edit rules.
// The availability table both tabs edit (docs/decisions.md#states-and-transitions): one row per
// size or delivery type, one column per day kind, then must call, no service, window and days
// out. Every edit goes through applyEdit (the API's edit rules), so what the screen shows is what
// the API will store. Changed cells are tinted until saved or discarded.
import { Badge, Box, HStack, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useShellLocked } from '../../../ui/form/FormShell.tsx';
import {
  DAY_KINDS,
  DAY_LABELS,
  NO_SERVICE_REASONS,
  WEEKDAYS,
  applyEdit,
  cutoffText,
  mustCallForced,
  parseCutoff,
  type DayKind,
  type Row,
} from '../rules.ts';

export interface GridValues {
  rows: Row[];
}

export interface GridRow {
  key: string;
  /** 'New Deliveries' group heading shown before the first row of a group. */
  group: string;
  label: string;
  /** Extra content under the label (badges). */
  note?: ReactNode;
  /** A last column (today's delivery, or what changes at midnight). */
  extra?: ReactNode;
}

const CHANGED = 'yellow.100';

const Check = chakra('input');
const Select = chakra('select');
const Field = chakra('input');

function Box2({ changed, children }: { changed: boolean; children: ReactNode }) {
  return (
    <Stack gap="1" p="1" rounded="sm" bg={changed ? CHANGED : undefined} minW="0">
      {children}
    </Stack>
  );
}

export function AvailabilityGrid({
  form,
  saved,
  rows,
  kind,
  extraHeader,
}: {
  form: UseFormReturn<GridValues>;
  /** The saved rows (to tint what changed). */
  saved: readonly Row[];
  rows: readonly GridRow[];
  kind: 'contract' | 'current';
  extraHeader?: string;
}) {
  const locked = useShellLocked();
  const values = form.watch('rows');
  const errors = (form.formState.errors.rows ?? []) as unknown as (
    FieldErrors<Record<string, string>> | undefined
  )[];

  const set = (i: number, field: string, value: string | boolean) => {
    const row = form.getValues(`rows.${i}`);
    const next = applyEdit(row, field, value);
    for (const [k, v] of Object.entries(next))
      if (v !== row[k] || k === field) form.setValue(`rows.${i}.${k}`, v, { shouldDirty: true });
    // The rules span fields (a reason needed by no service): judge the whole table at once.
    void form.trigger();
  };
  const changed = (i: number, ...fields: string[]) =>
    fields.some((f) => values[i]?.[f] !== saved[i]?.[f]);
  const err = (i: number, f: string) => errors[i]?.[f]?.message as string | undefined;

  const check = (i: number, f: string, label: string, text: string, disabled = false) => (
    <HStack as="label" gap="1" fontSize="xs" cursor={locked ? 'default' : 'pointer'}>
      <Check
        type="checkbox"
        accentColor="teal.600"
        checked={!!values[i]?.[f]}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => set(i, f, e.target.checked)}
      />
      {text}
    </HStack>
  );
  const cutoff = (i: number, f: string, label: string) => (
    <Stack gap="0">
      <Field
        aria-label={label}
        aria-invalid={!!err(i, f)}
        placeholder="--"
        title="Cutoff time, like 3:30pm; empty or -- for none"
        value={String(values[i]?.[f] ?? '')}
        onChange={(e) => set(i, f, e.target.value)}
        onBlur={(e) => {
          const p = parseCutoff(e.target.value);
          if (p !== undefined && cutoffText(p) !== e.target.value) set(i, f, cutoffText(p));
        }}
        w="4.2rem"
        fontSize="xs"
        px="1"
        py="0.5"
        borderWidth="1px"
        borderColor={err(i, f) ? 'red.500' : 'border'}
        rounded="sm"
        bg="white"
      />
      <ErrorText>{err(i, f)}</ErrorText>
    </Stack>
  );
  const select = (
    i: number,
    f: string,
    label: string,
    options: readonly string[],
    empty: string,
    short = false,
  ) => (
    <Stack gap="0">
      <Select
        aria-label={label}
        aria-invalid={!!err(i, f)}
        value={String(values[i]?.[f] ?? '')}
        onChange={(e) => set(i, f, e.target.value)}
        fontSize="xs"
        borderWidth="1px"
        borderColor={err(i, f) ? 'red.500' : 'border'}
        rounded="sm"
        bg="white"
        py="0.5"
        maxW={short ? '4.2rem' : '5.6rem'}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {short ? o.slice(0, 3) : o}
          </option>
        ))}
      </Select>
      <ErrorText>{err(i, f)}</ErrorText>
    </Stack>
  );
  const number = (i: number, f: string, label: string, placeholder: string) => (
    <Stack gap="0">
      <Field
        aria-label={label}
        aria-invalid={!!err(i, f)}
        inputMode="numeric"
        placeholder={placeholder}
        value={String(values[i]?.[f] ?? '')}
        onChange={(e) => set(i, f, e.target.value.trim())}
        w="3.5rem"
        fontSize="xs"
        px="1"
        py="0.5"
        borderWidth="1px"
        borderColor={err(i, f) ? 'red.500' : 'border'}
        rounded="sm"
        bg="white"
      />
      <ErrorText>{err(i, f)}</ErrorText>
    </Stack>
  );

  /** The cutoff field of a day kind (current rows name the two-day one days_out_cutoff_time). */
  const cutoffField = (d: DayKind) =>
    kind === 'current' && d === 'two_day_notice' ? 'days_out_cutoff_time' : `${d}_cutoff_time`;

  const dayCell = (i: number, name: string, d: DayKind) => {
    const what = `${name} ${DAY_LABELS[d]}`;
    const weekend = d === 'saturday' || d === 'sunday';
    const fields = [`${d}_active`, cutoffField(d)];
    if (kind === 'contract') fields.push(`${d}_must_call`, `${d}_notes`);
    if (weekend) fields.push(`${d}_cutoff_day`);
    const forced = kind === 'contract' && mustCallForced(values[i] ?? {}, d);
    return (
      <Table.Cell key={d} verticalAlign="top" px="1">
        <Box2 changed={changed(i, ...fields)}>
          {check(i, `${d}_active`, `${what} active`, 'Active')}
          {cutoff(i, cutoffField(d), `${what} cutoff`)}
          {weekend && select(i, `${d}_cutoff_day`, `${what} cutoff day`, WEEKDAYS, 'no day', true)}
          {kind === 'contract' &&
            check(
              i,
              `${d}_must_call`,
              `${what} must call`,
              forced ? 'Must call (all)' : 'Must call',
              forced,
            )}
          {kind === 'contract' && (
            <Field
              aria-label={`${what} notes`}
              placeholder="Notes"
              value={String(values[i]?.[`${d}_notes`] ?? '')}
              onChange={(e) => set(i, `${d}_notes`, e.target.value)}
              w="4.2rem"
              fontSize="xs"
              px="1"
              py="0.5"
              borderWidth="1px"
              borderColor="border"
              rounded="sm"
              bg="white"
            />
          )}
        </Box2>
      </Table.Cell>
    );
  };

  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" variant="line" fontSize="xs" data-testid={`${kind}-availability-table`}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader minW="5rem" px="2">
              Size / type
            </Table.ColumnHeader>
            {extraHeader && <Table.ColumnHeader px="1">{extraHeader}</Table.ColumnHeader>}
            {DAY_KINDS.map((d) => (
              <Table.ColumnHeader key={d} px="1">
                {DAY_LABELS[d]}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader px="1">
              {kind === 'contract' ? 'Must call all' : 'Must call'}
            </Table.ColumnHeader>
            <Table.ColumnHeader px="1">No service</Table.ColumnHeader>
            <Table.ColumnHeader px="1">Window</Table.ColumnHeader>
            <Table.ColumnHeader px="1">Days out</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.flatMap((r, i) => {
            const out: ReactNode[] = [];
            if (i === 0 || rows[i - 1].group !== r.group) {
              out.push(
                <Table.Row key={`group-${r.group}`} bg="gray.50">
                  <Table.Cell colSpan={extraHeader ? 11 : 10} fontWeight="semibold" py="1">
                    {r.group}
                  </Table.Cell>
                </Table.Row>,
              );
            }
            const mustCall = kind === 'contract' ? 'must_call_all' : 'must_call';
            out.push(
              <Table.Row key={r.key} data-testid="availability-row" data-row={r.label}>
                <Table.Cell verticalAlign="top" px="2" maxW="11rem">
                  <Text fontWeight="medium" fontSize="sm">
                    {r.label}
                  </Text>
                  {r.note}
                </Table.Cell>
                {extraHeader && (
                  <Table.Cell verticalAlign="top" px="1" minW="8rem" maxW="11rem">
                    {r.extra}
                  </Table.Cell>
                )}
                {DAY_KINDS.map((d) => dayCell(i, r.label, d))}
                <Table.Cell verticalAlign="top" px="1">
                  <Box2 changed={changed(i, mustCall)}>
                    {check(
                      i,
                      mustCall,
                      `${r.label} ${kind === 'contract' ? 'must call all' : 'must call'}`,
                      kind === 'contract' ? 'All days' : 'Must call',
                    )}
                  </Box2>
                </Table.Cell>
                <Table.Cell verticalAlign="top" px="1">
                  <Box2 changed={changed(i, 'no_service', 'no_service_reason')}>
                    {check(i, 'no_service', `${r.label} no service`, 'No service')}
                    {select(
                      i,
                      'no_service_reason',
                      `${r.label} no service reason`,
                      NO_SERVICE_REASONS,
                      'no reason',
                    )}
                  </Box2>
                </Table.Cell>
                <Table.Cell verticalAlign="top" px="1">
                  <Box2 changed={changed(i, 'window_active', 'window_days')}>
                    {check(i, 'window_active', `${r.label} window`, 'Window')}
                    {number(i, 'window_days', `${r.label} window days`, '2-10')}
                  </Box2>
                </Table.Cell>
                <Table.Cell verticalAlign="top" px="1">
                  <Box2 changed={changed(i, 'days_out')}>
                    {number(i, 'days_out', `${r.label} days out`, '--')}
                  </Box2>
                </Table.Cell>
              </Table.Row>,
            );
            return out;
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function ErrorText({ children }: { children?: string }) {
  return children ? (
    <Text fontSize="2xs" color="red.600" maxW="9rem" role="alert">
      {children}
    </Text>
  ) : null;
}

/** The small badge a row gets when it differs from the contract today or is overridden. */
export function RowBadge({ children, tone }: { children: ReactNode; tone: string }) {
  return (
    <Badge size="sm" colorPalette={tone} mt="1">
      {children}
    </Badge>
  );
}
