// Customer and site searches of the calculator's pickers (debounced, latest input wins); a failed
// search flashes the spec's message for 2 s.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { CUSTOMERS_ERROR, SITES_ERROR } from '@shared/quote/customerPrice.ts';
import { flash } from '../../../ui/flash/index.ts';
import type { useNetsuiteSearchCustomersQuery } from './__generated__/useNetsuiteSearchCustomersQuery.graphql.ts';
import type { useNetsuiteSearchSitesQuery } from './__generated__/useNetsuiteSearchSitesQuery.graphql.ts';

const customersQuery = graphql`
  query useNetsuiteSearchCustomersQuery($search: String) {
    netsuiteCustomers(search: $search, first: 20) {
      edges {
        node {
          id
          databaseId
          searchableName
        }
      }
    }
  }
`;

const sitesQuery = graphql`
  query useNetsuiteSearchSitesQuery($customerId: ID!, $address: String) {
    netsuiteSites(customerId: $customerId, address: $address, first: 20) {
      edges {
        node {
          id
          databaseId
          formattedAddress
        }
      }
    }
  }
`;

export interface PickerOption {
  id: string;
  databaseId: number;
  label: string;
}

const FLASH_MS = 2000;
const DEBOUNCE_MS = 300;

function useSearch(
  run: () => Promise<PickerOption[]>,
  key: string,
  enabled: boolean,
  error: string,
) {
  const [state, setState] = useState<{ key: string; items: PickerOption[] }>({
    key: '',
    items: [],
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const t = setTimeout(() => {
      run().then(
        (items) => live && setState({ key, items }),
        () => {
          if (!live) return;
          setState({ key, items: [] });
          flash.show(error, { severity: 'error', timeout: FLASH_MS });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
    // `run` changes every render; `key` carries its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, error]);
  return {
    items: enabled && state.key === key ? state.items : [],
    loading: enabled && state.key !== key,
  };
}

/** NetSuite customers matching `term`. */
export function useCustomerSearch(term: string, enabled: boolean) {
  const environment = useRelayEnvironment();
  return useSearch(
    () =>
      fetchQuery<useNetsuiteSearchCustomersQuery>(
        environment,
        customersQuery,
        { search: term || null },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then((d) => {
          if (!d) throw new Error('no data');
          return d.netsuiteCustomers.edges.map((e) => ({
            id: e.node.id,
            databaseId: e.node.databaseId,
            label: e.node.searchableName,
          }));
        }),
    `c:${term}`,
    enabled,
    CUSTOMERS_ERROR,
  );
}

/** Sites of the chosen customer matching `address`; nothing without a customer. */
export function useSiteSearch(customerId: string | null, address: string) {
  const environment = useRelayEnvironment();
  return useSearch(
    () =>
      fetchQuery<useNetsuiteSearchSitesQuery>(
        environment,
        sitesQuery,
        { customerId: customerId!, address: address || null },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then((d) => {
          if (!d) throw new Error('no data');
          return d.netsuiteSites.edges.map((e) => ({
            id: e.node.id,
            databaseId: e.node.databaseId,
            label: e.node.formattedAddress,
          }));
        }),
    `s:${customerId}:${address}`,
    !!customerId,
    SITES_ERROR,
  );
}
