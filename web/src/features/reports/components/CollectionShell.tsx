// Search box, Add button with its new-record dialog, table and pager of a collection (no Relay).
import { useState, type ReactNode } from 'react';
import { Button, HStack, Input, InputGroup, Spacer } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { useListControls } from '../hooks/useListControls.ts';
import type { ExportSpec } from '../exportQueries.ts';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { ListTable, Pager, type Column } from './ListTable.tsx';
import { NewRecordDialog } from './NewRecordDialog.tsx';

interface Props {
  /** Plural noun of the records ('haulers'). */
  noun: string;
  /** Singular title of the add dialog ('Hauler'). */
  singular: string;
  columns: Column[];
  controls: ReturnType<typeof useListControls>;
  total: number;
  count: number;
  /** The new-record form of the Add dialog… */
  newForm?: ReactNode;
  /** …or the page Add opens instead (markets and geo notes: /markets/new, /geo-notes/new). */
  addTo?: string;
  /** The collection's CSV export and the query variables of its current search and order. */
  exportCsv: { spec: ExportSpec; variables: Record<string, unknown> };
  children: ReactNode;
}

/** The whole collection screen under its title. */
export function CollectionShell(p: Props) {
  const [adding, setAdding] = useState(false);
  const c = p.controls;
  return (
    <>
      <HStack justify="space-between" mb="4" gap="4">
        <InputGroup maxW="24rem" startElement="⌕">
          <Input
            type="search"
            bg="white"
            aria-label={`Search ${p.noun} by name`}
            placeholder={`Search ${p.noun} by name`}
            value={c.searchText}
            onChange={(e) => c.setSearchText(e.target.value)}
          />
        </InputGroup>
        <Spacer />
        <ExportCsvButton spec={p.exportCsv.spec} variables={p.exportCsv.variables} />
        {p.addTo ? (
          <Button asChild colorPalette="blue">
            <RouterLink to={p.addTo}>Add {p.singular}</RouterLink>
          </Button>
        ) : (
          <Button colorPalette="blue" onClick={() => setAdding(true)}>
            Add {p.singular}
          </Button>
        )}
      </HStack>
      <ListTable
        label={p.noun}
        columns={p.columns}
        orderBy={c.state.orderBy}
        direction={c.state.direction}
        onSort={c.sortBy}
        isPending={c.isPending}
        count={p.count}
        empty={
          c.state.search ? `No ${p.noun} match "${c.state.search}".` : `There are no ${p.noun}.`
        }
      >
        {p.children}
      </ListTable>
      <Pager page={c.state.page} pages={c.pages} total={p.total} noun={p.noun} onPage={c.goTo} />
      {adding ? (
        <NewRecordDialog title={`New ${p.singular}`} onClose={() => setAdding(false)}>
          {p.newForm}
        </NewRecordDialog>
      ) : null}
    </>
  );
}
