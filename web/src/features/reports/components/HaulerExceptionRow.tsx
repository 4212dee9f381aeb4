import { useState } from 'react';
import { IconButton, Link, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { END_TYPES, EXCEPTION_REASONS, EXCEPTION_TYPES } from '../exceptionLabels.ts';
import { formatDate } from '../paging.ts';
import { ExceptionDetail } from './ExceptionDetail.tsx';
import type { HaulerExceptionRow_exception$key } from './__generated__/HaulerExceptionRow_exception.graphql.ts';

const label = (labels: Record<string, string>, v: string | null | undefined) =>
  v ? (labels[v] ?? v) : '—';

/** One regional exception; the arrow shows what it covers. */
export function HaulerExceptionRow(props: { exception: HaulerExceptionRow_exception$key }) {
  const x = useFragment(
    graphql`
      fragment HaulerExceptionRow_exception on Exception {
        type
        reason
        actionType
        actionDate
        hauler {
          databaseId
          name
        }
        region {
          databaseId
          name
          territory
        }
        ...ExceptionDetail_exception
      }
    `,
    props.exception,
  );
  const [open, setOpen] = useState(false);
  return (
    <>
      <Table.Row data-testid="exception-row">
        <Table.Cell>
          <IconButton
            size="xs"
            variant="ghost"
            aria-expanded={open}
            aria-label={open ? 'Hide details' : 'Show details'}
            onClick={() => setOpen(!open)}
          >
            {open ? '▾' : '▸'}
          </IconButton>
        </Table.Cell>
        <Table.Cell>
          {x.hauler ? (
            <Link asChild color="blue.700">
              <RouterLink
                to={`/haulers/${x.hauler.databaseId}${x.region ? `?region=${x.region.databaseId}` : ''}`}
              >
                {x.hauler.name}
              </RouterLink>
            </Link>
          ) : (
            '—'
          )}
        </Table.Cell>
        <Table.Cell>{x.region?.name ?? '—'}</Table.Cell>
        <Table.Cell>{x.region?.territory ?? '—'}</Table.Cell>
        <Table.Cell>{label(EXCEPTION_TYPES, x.type)}</Table.Cell>
        <Table.Cell>{label(EXCEPTION_REASONS, x.reason)}</Table.Cell>
        <Table.Cell>
          {label(END_TYPES, x.actionType)}
          {x.actionDate ? ` ${formatDate(x.actionDate)}` : ''}
        </Table.Cell>
      </Table.Row>
      {open ? (
        <Table.Row>
          <Table.Cell colSpan={7} bg="gray.50" px="12" py="3">
            <ExceptionDetail exception={x} />
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}
