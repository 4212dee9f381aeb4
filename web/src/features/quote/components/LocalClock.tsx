// The address's local time, ticking every second, shown h:mm A with the time zone.
import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { CLOCK_TICK_MS, clockText } from '../clock.ts';

export function LocalClock({ zone, zoneName }: { zone: string; zoneName?: string | null }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <Text as="span" data-testid="local-time" data-seconds={now.getSeconds()} title={zone}>
      <Text as="span" fontWeight="semibold">
        {clockText(now, zone)}
      </Text>{' '}
      <Text as="span" color="fg.muted">
        {zoneName ?? zone}
      </Text>
    </Text>
  );
}
