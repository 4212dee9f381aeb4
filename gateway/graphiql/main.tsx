/// <reference types="vite/client" />
// GraphiQL served by the gateway at /graphiql, bundled locally (works offline). Requests go to
// /graphql on the same origin, so the browser sends the session cookie.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';

const fetcher = createGraphiQLFetcher({
  url: new URL('/graphql', window.location.href).toString(),
  // A non-simple header passes Apollo's CSRF prevention for every request GraphiQL makes.
  headers: { 'apollo-require-preflight': 'true' },
});

const DEFAULT_QUERY = `# Logged in as the session user of this browser (log in on the web app first).
query Me {
  viewer {
    email
    roles
    permissions
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />,
);
