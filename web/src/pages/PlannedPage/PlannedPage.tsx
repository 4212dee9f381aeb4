// A guarded page whose screen is not built yet (alerts and the reports).
import { Container, EmptyState } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader.tsx';

export default function PlannedPage() {
  const matches = useMatches();
  const title =
    (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title ?? '';
  return (
    <Container maxW="7xl" py="8">
      <PageHeader title={title} />
      <EmptyState.Root bg="white" borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <EmptyState.Title>Not available yet</EmptyState.Title>
          <EmptyState.Description>
            This screen is part of an upcoming release.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
