// Under the results map: what the pin does (or that the search is rerunning at it) and the
// viewer's picture-in-picture preference.
import { Box, Checkbox, Text } from '@chakra-ui/react';

export function PinHint({
  pending,
  keyboardPin,
  showPip,
  onShowPip,
}: {
  pending: boolean;
  /** The offline map (no Google Maps key): its pin also moves from the keyboard. */
  keyboardPin: boolean;
  showPip: boolean;
  /** Saves the preference; absent without a viewer. */
  onShowPip?: (on: boolean) => void;
}) {
  return (
    <Box display="flex" gap="3" alignItems="center" flexWrap="wrap" fontSize="sm">
      {pending ? (
        <Text color="teal.700" fontWeight="medium" data-testid="pin-pending" role="status">
          Rerunning the search at the pin…
        </Text>
      ) : (
        <Text color="fg.muted" data-testid="pin-help">
          {/* The offline map's pin also moves from the keyboard (map/OfflineMap.tsx). */}
          {keyboardPin
            ? 'Drag the pin, or Tab to it and use the arrow keys (Shift: further) then Enter, to search at another point.'
            : 'Drag the pin to search at another point.'}
        </Text>
      )}
      {onShowPip ? (
        <Checkbox.Root size="sm" checked={showPip} onCheckedChange={(e) => onShowPip(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">Picture-in-picture map when scrolled</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Box>
  );
}
