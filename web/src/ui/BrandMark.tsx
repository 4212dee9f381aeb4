/** The product's logo mark (a roll-off container). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#0f766e" />
      <path d="M6 12h20l-3 12H9z" fill="#fff" />
      <rect x="5" y="9" width="22" height="3" rx="1" fill="#99f6e4" />
    </svg>
  );
}
