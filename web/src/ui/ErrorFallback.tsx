import { Alert, Button, Container } from '@chakra-ui/react';

/** A section or page that failed to load, with a retry. */
export function ErrorFallback({
  title = 'Something went wrong',
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <Container maxW="2xl" py="10">
      <Alert.Root status="error" variant="surface" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {message ? <Alert.Description>{message}</Alert.Description> : null}
        </Alert.Content>
        {onRetry ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert.Root>
    </Container>
  );
}
