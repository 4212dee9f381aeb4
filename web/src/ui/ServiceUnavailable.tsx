import { Alert, Container, Spinner } from '@chakra-ui/react';

/** Shown instead of a page while the gateway or the main API is down; the caller retries by itself. */
export function ServiceUnavailable() {
  return (
    <Container maxW="2xl" py="10">
      <Alert.Root status="warning" variant="surface" alignItems="center" role="status">
        <Spinner size="sm" color="orange.600" />
        <Alert.Content>
          <Alert.Title>The service is unavailable, retrying…</Alert.Title>
          <Alert.Description>
            The page comes back by itself when the service answers again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
