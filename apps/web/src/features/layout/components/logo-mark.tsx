/** The platform's mark: a rising line over a tile, drawn inline so it costs no request. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f7bff" />
          <stop offset="1" stopColor="#0b3fbf" />
        </linearGradient>
      </defs>
      <rect width="36" height="36" rx="8" fill="url(#logo-mark-bg)" />
      <path d="M7 25h22" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M8 22l6-7 5 4 8-10"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="27" cy="9" r="2.6" fill="#7fd3ff" />
    </svg>
  );
}
