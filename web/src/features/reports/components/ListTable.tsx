// The table, sortable headers and pager shared by the collections and reports (no Relay).
import type { ReactNode } from 'react';
import { Box, Button, HStack, Input, Table, Text } from '@chakra-ui/react';
import type { Direction } from '../hooks/useListControls.ts';

export interface Column {
  label: string;
  /** The sort key; absent for a column that cannot be sorted. */
  sort?: string;
  width?: string;
}

interface TableProps {
  label: string;
  columns: Column[];
  orderBy: string;
  direction: Direction;
  onSort: (field: string) => void;
  isPending?: boolean;
  empty: string;
  count: number;
  children: ReactNode;
}

/** A striped table whose sortable headers are buttons with the current order shown. */
export function ListTable(p: TableProps) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      rounded="md"
      overflowX="auto"
      opacity={p.isPending ? 0.6 : 1}
      transition="opacity 0.2s"
      aria-busy={p.isPending}
    >
      <Table.Root size="sm" aria-label={p.label} interactive>
        <Table.Header>
          <Table.Row bg="gray.50">
            {p.columns.map((c) => (
              <Table.ColumnHeader
                key={c.label}
                w={c.width}
                aria-sort={
                  c.sort && c.sort === p.orderBy
                    ? p.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {c.sort ? (
                  <Button
                    variant="plain"
                    size="xs"
                    px="0"
                    fontWeight="semibold"
                    onClick={() => p.onSort(c.sort!)}
                  >
                    {c.label}
                    <Text as="span" color={c.sort === p.orderBy ? 'fg' : 'fg.subtle'} aria-hidden>
                      {c.sort === p.orderBy ? (p.direction === 'asc' ? '▲' : '▼') : '↕'}
                    </Text>
                  </Button>
                ) : (
                  c.label
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {p.count === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={p.columns.length} py="8" textAlign="center" color="fg.muted">
                <span data-testid="empty-state">{p.empty}</span>
              </Table.Cell>
            </Table.Row>
          ) : (
            p.children
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

interface PagerProps {
  page: number;
  pages: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}

/** 'N haulers · Page x of y' with Previous / Next and a page number box. */
export function Pager({ page, pages, total, noun, onPage }: PagerProps) {
  return (
    <HStack justify="space-between" mt="3" flexWrap="wrap" gap="3">
      <Text color="fg.muted" fontSize="sm" data-testid="list-total">
        {total} {noun}
      </Text>
      <HStack gap="2" as="nav" aria-label="Pages">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text fontSize="sm" data-testid="page-status">
          Page
        </Text>
        <Input
          key={page}
          aria-label="Page number"
          size="sm"
          w="4rem"
          type="number"
          defaultValue={page}
          min={1}
          max={pages}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onPage(Number(e.currentTarget.value));
          }}
          onBlur={(e) => {
            if (Number(e.currentTarget.value) !== page) e.currentTarget.value = String(page);
          }}
        />
        <Text fontSize="sm" data-testid="page-of">
          of {pages}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
