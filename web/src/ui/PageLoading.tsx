import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useActivityWhile } from './loading/activity.ts';

/** Fallback while a route's code or data loads. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  useActivityWhile(true);
  return (
    <Center py="24" aria-busy="true">
      <VStack gap="3">
        <Spinner size="lg" color="teal.600" borderWidth="3px" />
        <Text color="fg.muted" textStyle="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
