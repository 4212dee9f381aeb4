// /alerts/:id?hauler=ID: one alert's form (text, expiration or check-back date), delete with a
// confirm step, and 'Go to Hauler' when the URL names the hauler.
import { Container, EmptyState, Link } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { AlertForm } from '../../features/alerts/AlertForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { AlertDetailPageQuery } from './__generated__/AlertDetailPageQuery.graphql.ts';

export const alertDetailPageQuery = graphql`
  query AlertDetailPageQuery($id: ID!) @preloadable {
    node(id: $id) {
      ...AlertForm_alert @alias(as: "alert")
    }
  }
`;

export default function AlertDetailPage() {
  const ref = useLoaderData() as PreloadedQuery<AlertDetailPageQuery>;
  const { node } = usePreloadedQuery<AlertDetailPageQuery>(alertDetailPageQuery, ref);
  const hauler = useSearchParams()[0].get('hauler');
  const navigate = useNavigate();
  return (
    <Container maxW="3xl" py="8">
      <Link asChild color="blue.700" mb="3" display="inline-block">
        <RouterLink to="/alerts">← All alerts</RouterLink>
      </Link>
      <PageHeader title="Edit Alert" />
      {hauler && /^\d+$/.test(hauler) ? (
        <Link asChild color="blue.700" mb="4" display="inline-block" fontWeight="medium">
          <RouterLink to={`/haulers/${hauler}`}>Go to Hauler</RouterLink>
        </Link>
      ) : null}
      {node?.alert ? (
        <AlertForm alert={node.alert} onDeleted={() => navigate('/alerts')} />
      ) : (
        <EmptyState.Root bg="white" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title>This alert does not exist</EmptyState.Title>
            <EmptyState.Description>It may have been deleted or expired.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
    </Container>
  );
}
