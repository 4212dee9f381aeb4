// A copy-to-clipboard button with the spec's flashes ('Copied {text} to clipboard', 1.5 s).
import { IconButton } from '@chakra-ui/react';
import { flash } from '../../../ui/flash/index.ts';

const COPY_TIMEOUT = 1500;

/** Copies `text`; flashes success or 'Error copying {text} to clipboard'. */
export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    flash.show(`Copied ${text} to clipboard`, { severity: 'success', timeout: COPY_TIMEOUT });
  } catch {
    flash.show(`Error copying ${text} to clipboard`, { severity: 'error', timeout: COPY_TIMEOUT });
  }
}

export function CopyButton({ text, label }: { text: string | null | undefined; label: string }) {
  if (!text) return null;
  return (
    <IconButton
      size="2xs"
      variant="ghost"
      aria-label={`Copy ${label}`}
      title={`Copy ${label}`}
      onClick={() => void copyText(text)}
    >
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <rect x="9" y="9" width="13" height="13" rx="2" />
        <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
      </svg>
    </IconButton>
  );
}
