import { useState } from 'react';
import { IconButton, Link, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { exceptionEndsText, exceptionReasonText, exceptionTypeText } from '../listValues.ts';
import { ExceptionDetail } from './ExceptionDetail.tsx';
import type { HaulerExceptionRow_exception$key } from './__generated__/HaulerExceptionRow_exception.graphql.ts';

/** One regional exception; the arrow shows what it covers. */
export function HaulerExceptionRow(props: { exception: HaulerExceptionRow_exception$key }) {
  const x = useFragment(
    /* eslint-disable relay/unused-fields -- actionType/actionDate are read by exceptionEndsText (listValues.ts) */
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
    /* eslint-enable relay/unused-fields */
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
        <Table.Cell>{exceptionTypeText(x.type)}</Table.Cell>
        <Table.Cell>{exceptionReasonText(x.reason)}</Table.Cell>
        <Table.Cell>{exceptionEndsText(x)}</Table.Cell>
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
