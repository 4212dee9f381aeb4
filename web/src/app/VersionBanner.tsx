// The version banner (docs/decisions.md#other): hidden until /cksum.txt shows a newer build,
// then 'Refresh' reloads the page ('Reloading…' while it does).
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { fetchBuildSum, watchVersion } from './versionWatch.ts';

type BannerState = 'hidden' | 'visible' | 'reloading';

/** The build this page loaded (kept across remounts of the banner). */
const pageBuild: { sum: string | null } = { sum: null };

export function VersionBanner() {
  const [state, setState] = useState<BannerState>('hidden');
  useEffect(
    () =>
      watchVersion({
        fetchSum: fetchBuildSum,
        onNewVersion: () => setState('visible'),
        build: pageBuild,
      }),
    [],
  );
  if (state === 'hidden') return null;
  return (
    <Box role="status" bg="blue.600" color="white" px={{ base: '3', md: '6' }} py="2">
      <HStack maxW="7xl" mx="auto" justify="center" gap="4" flexWrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          A new version of the tool is available. Refresh to use it; unsaved changes on this page
          will be lost.
        </Text>
        <Button
          size="xs"
          bg="white"
          color="blue.700"
          _hover={{ bg: 'blue.50' }}
          loading={state === 'reloading'}
          loadingText="Reloading…"
          onClick={() => {
            setState('reloading');
            // Paint 'Reloading…' first: a navigation under way may stop the page from repainting.
            setTimeout(() => window.location.reload(), 100);
          }}
        >
          Refresh
        </Button>
      </HStack>
    </Box>
  );
}
