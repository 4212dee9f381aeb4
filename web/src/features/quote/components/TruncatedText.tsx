// Card text cut at 85 characters (docs/decisions.md#routes-and-screens); the whole text stays in the title.
import { Text, type TextProps } from '@chakra-ui/react';
import { truncate, CARD_TEXT_LIMIT } from '../rules/truncate.ts';

export function TruncatedText({ text, ...props }: { text: string | null | undefined } & TextProps) {
  if (!text) return null;
  const cut = truncate(text);
  return (
    <Text {...props} title={text.length > CARD_TEXT_LIMIT ? text : undefined}>
      {cut}
    </Text>
  );
}
