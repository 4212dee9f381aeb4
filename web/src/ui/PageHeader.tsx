import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

/** The title block at the top of a page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box mb="6">
      <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
        {title}
      </Heading>
      {children ? (
        <Text mt="2" color="fg.muted">
          {children}
        </Text>
      ) : null}
    </Box>
  );
}
