/** @module The logo mark: a stylised lacrosse head, drawn inline. */
export function BrandMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#41B5B4" />
      <path
        d="M16 5c-4.6 0-8 3.3-8 7.6 0 3.2 1.8 5.6 4.6 7.2l1.2 6.7h4.4l1.2-6.7c2.8-1.6 4.6-4 4.6-7.2C24 8.3 20.6 5 16 5Z"
        fill="none"
        stroke="#062726"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M11 10.5h10M10.5 14h11M12 17.5h8M13.5 8v10.5M16 7v12M18.5 8v10.5" stroke="#062726" strokeWidth="1" opacity=".7" />
    </svg>
  );
}
