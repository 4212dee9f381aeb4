// Place suggestions for the address box: at least 2 characters, US, biased (the gateway adds the
// ZIP text search for 5 digits). Debounced; answers only the latest input.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { MIN_SUGGESTION_INPUT } from '@shared/quote/suggestions.ts';
import { flash, FLASH_PERSISTENT } from '../../../ui/flash/index.ts';
import { searchBias, sessionToken } from '../searchSession.ts';
import type {
  usePlaceSuggestionsQuery,
  usePlaceSuggestionsQuery$data,
} from './__generated__/usePlaceSuggestionsQuery.graphql.ts';

/* eslint-disable relay/unused-fields -- the suggestions are returned to AddressSearch */
const query = graphql`
  query usePlaceSuggestionsQuery($input: String!, $sessionToken: String, $bias: LatLngInput) {
    placeSuggestions(input: $input, sessionToken: $sessionToken, bias: $bias) {
      placeId
      description
      mainText
      secondaryText
    }
  }
`;
/* eslint-enable relay/unused-fields */

export type PlaceSuggestionItem = usePlaceSuggestionsQuery$data['placeSuggestions'][number];

const RATE_LIMIT = 'There was a Google rate limiting failure - please rerun your search';
const DEBOUNCE_MS = 200;

/** The suggestions for `input` (empty under 2 characters) and whether a request is running. */
export function usePlaceSuggestions(input: string) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ for: string; items: readonly PlaceSuggestionItem[] }>({
    for: '',
    items: [],
  });
  const term = input.trim();
  const enough = term.length >= MIN_SUGGESTION_INPUT;
  useEffect(() => {
    if (!enough) return;
    let live = true;
    const timer = setTimeout(() => {
      fetchQuery<usePlaceSuggestionsQuery>(
        environment,
        query,
        { input: term, sessionToken: sessionToken(), bias: searchBias() },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then(
          (data) => live && setState({ for: term, items: data?.placeSuggestions ?? [] }),
          (err: Error) => {
            if (!live) return;
            setState({ for: term, items: [] });
            if (err.message.includes(RATE_LIMIT))
              flash.show(RATE_LIMIT, { severity: 'error', timeout: FLASH_PERSISTENT });
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [environment, term, enough]);
  return {
    suggestions: enough && state.for === term ? state.items : [],
    loading: enough && state.for !== term,
    /** The search for this input finished and found nothing. */
    none: enough && state.for === term && state.items.length === 0,
  };
}
