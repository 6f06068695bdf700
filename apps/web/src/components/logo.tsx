// The site mark: a gold coin ring, drawn inline so it costs no extra request.
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1c2142" />
      <circle cx="32" cy="32" r="19" fill="none" stroke="#f5c542" strokeWidth="5" />
      <circle cx="32" cy="32" r="7" fill="#f5c542" />
    </svg>
  );
}
