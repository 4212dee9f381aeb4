// The market page's query variables from its URL: /markets/:id, or /markets/new to create one.

/** Variables of MarketPageQuery: the market's id (database or global), none for 'new'. */
export function marketPageVariables(id: string) {
  const creating = id === 'new';
  return {
    id: creating ? '' : id,
    withMarket: !creating,
  };
}
