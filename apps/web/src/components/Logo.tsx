/** The product mark: a drop-shaped leaf (medicine and food from one plant). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#165DFF" />
      <path d="M16 6c-5 4-7 8-7 12a7 7 0 0 0 14 0c0-4-2-8-7-12Z" fill="#fff" />
      <path d="M16 12v14" stroke="#165DFF" strokeWidth="2" strokeLinecap="round" />
      <path d="M16 19l-3-3M16 22l3-3" stroke="#165DFF" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
