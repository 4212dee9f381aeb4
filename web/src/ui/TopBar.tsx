// The application's top bar: brand, the navigation entries the caller passes, the user's name.
import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandMark } from './BrandMark.tsx';

export interface TopBarEntry {
  label: string;
  /** An in-app route. */
  to?: string;
  /** A page outside the app (opened in a new tab). */
  href?: string;
  /** An action instead of a link (Logout). */
  onSelect?: () => void;
}

/** A link to a place within a page (`/quote#search-history`) is never marked as the current page. */
const isSectionLink = (to: string | undefined) => !!to?.includes('#');

const entryStyle = {
  // Narrower on wide screens so that a Super Admin's whole bar fits at 1280 px.
  px: { base: '3', lg: '2' },
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'gray.200',
  whiteSpace: 'nowrap',
  _hover: { bg: 'whiteAlpha.200', color: 'white', textDecoration: 'none' },
} as const;

function Entry({ entry }: { entry: TopBarEntry }) {
  if (entry.onSelect) {
    return (
      <Button
        size="sm"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.400"
        _hover={{ bg: 'whiteAlpha.200' }}
        onClick={entry.onSelect}
        data-nav-entry={entry.label}
      >
        {entry.label}
      </Button>
    );
  }
  if (entry.href) {
    return (
      <Link
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        {...entryStyle}
        data-nav-entry={entry.label}
      >
        {entry.label}
      </Link>
    );
  }
  if (isSectionLink(entry.to)) {
    return (
      <Link asChild {...entryStyle}>
        <RouterLink to={entry.to!} data-nav-entry={entry.label}>
          {entry.label}
        </RouterLink>
      </Link>
    );
  }
  return (
    <Link
      asChild
      {...entryStyle}
      css={{ '&[aria-current=page]': { bg: 'whiteAlpha.200', color: 'white' } }}
    >
      <NavLink to={entry.to ?? '/'} end data-nav-entry={entry.label}>
        {entry.label}
      </NavLink>
    </Link>
  );
}

/** The top bar; render it only for a logged-in user. */
export function TopBar({ userLabel, entries }: { userLabel: string; entries: TopBarEntry[] }) {
  const actions = entries.filter((e) => e.onSelect);
  const links = entries.filter((e) => !e.onSelect);
  return (
    <Box as="header" bg="gray.900" color="white" borderBottomWidth="3px" borderColor="teal.500">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py={{ base: '2', lg: '0' }}
        minH="14"
        align="center"
        columnGap="4"
        rowGap="1"
        wrap="wrap"
      >
        <HStack gap="2" flexShrink={0}>
          <BrandMark size={28} />
          <Text fontWeight="semibold" letterSpacing="tight">
            Dumpster Quoting
          </Text>
        </HStack>
        <Box
          as="nav"
          aria-label="Main"
          order={{ base: 3, lg: 2 }}
          w={{ base: 'full', lg: 'auto' }}
          flex={{ lg: '1' }}
          minW="0"
          overflowX="auto"
        >
          <HStack as="ul" gap="1" listStyleType="none" wrap="nowrap">
            {links.map((e) => (
              <li key={e.label}>
                <Entry entry={e} />
              </li>
            ))}
          </HStack>
        </Box>
        <HStack gap="3" flexShrink={0} order={{ base: 2, lg: 3 }} ml="auto">
          <Text fontSize="sm" color="gray.300" data-testid="user-label">
            {userLabel}
          </Text>
          {actions.map((e) => (
            <Entry key={e.label} entry={e} />
          ))}
        </HStack>
      </Flex>
    </Box>
  );
}
