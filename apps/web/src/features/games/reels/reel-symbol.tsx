// The symbols on the reels, drawn as small inline SVG pictures (no image files): the video slot's
// wild, scatter, three picture symbols and five card ranks, the pachislot's classic set, and the fruit
// machine's star, plum and orange (its other pictures are the pachislot's). They are
// decorative; the reels' label and the paytable name them in words.
import type { ReactNode } from 'react';

const letter = (text: string, fill: string, size = 34): ReactNode => (
  <text
    x="32"
    y="33"
    textAnchor="middle"
    dominantBaseline="central"
    fontSize={size}
    fontWeight="900"
    fill={fill}
    stroke="#0d1020"
    strokeWidth="2.5"
    paintOrder="stroke"
    fontFamily="Georgia, 'Times New Roman', serif"
  >
    {text}
  </text>
);

const petals = [0, 72, 144, 216, 288];

const drawings: Record<string, ReactNode> = {
  // Video slot
  W: (
    <>
      <rect x="5" y="12" width="54" height="40" rx="10" fill="#f5c542" stroke="#fff2b8" strokeWidth="2" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="17"
        fontWeight="900"
        fill="#3b2500"
        fontFamily="system-ui, sans-serif"
      >
        WILD
      </text>
    </>
  ),
  S: (
    <>
      {petals.map((angle) => (
        <ellipse
          key={angle}
          cx="32"
          cy="18"
          rx="9"
          ry="14"
          fill="#ff9ec7"
          stroke="#ffd6e8"
          strokeWidth="1.5"
          transform={`rotate(${angle} 32 32)`}
        />
      ))}
      <circle cx="32" cy="32" r="6" fill="#ffd866" stroke="#b34a7a" strokeWidth="1.5" />
    </>
  ),
  H1: (
    <>
      <path d="M8 32 C16 16 40 14 48 32 C40 50 16 48 8 32 Z" fill="#ff7a45" stroke="#ffe1cf" strokeWidth="2" />
      <path d="M46 32 L60 20 L58 32 L60 44 Z" fill="#ff7a45" stroke="#ffe1cf" strokeWidth="2" />
      <circle cx="18" cy="29" r="3" fill="#0d1020" />
      <path d="M26 24 C30 28 30 36 26 40" fill="none" stroke="#ffe1cf" strokeWidth="2" />
    </>
  ),
  H2: (
    <>
      <rect x="24" y="6" width="16" height="6" rx="2" fill="#2a1a10" />
      <rect x="24" y="52" width="16" height="6" rx="2" fill="#2a1a10" />
      <ellipse cx="32" cy="32" rx="20" ry="22" fill="#e8433a" stroke="#ffd1b8" strokeWidth="2" />
      <path d="M13 25 H51 M12 32 H52 M13 39 H51" stroke="#ffb199" strokeWidth="1.5" />
    </>
  ),
  H3: (
    <>
      <path d="M32 54 L6 26 A34 34 0 0 1 58 26 Z" fill="#9d8cff" stroke="#e2dcff" strokeWidth="2" />
      <path d="M32 54 L15 17 M32 54 L32 12 M32 54 L49 17" stroke="#e2dcff" strokeWidth="1.5" />
      <circle cx="32" cy="54" r="3.5" fill="#ffd866" />
    </>
  ),
  L1: letter('A', '#ff8fb1'),
  L2: letter('K', '#b9a8ff'),
  L3: letter('Q', '#5fe0d0'),
  L4: letter('J', '#7fe08a'),
  L5: letter('10', '#7fc4ff', 28),
  // Pachislot
  '7': letter('7', '#ff4d5e', 46),
  BAR: (
    <>
      <rect x="6" y="20" width="52" height="24" rx="4" fill="#eef0fa" stroke="#0d1020" strokeWidth="2" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="17"
        fontWeight="900"
        fill="#0d1020"
        fontFamily="system-ui, sans-serif"
      >
        BAR
      </text>
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 8 C20 8 16 20 16 30 C16 40 10 44 10 48 H54 C54 44 48 40 48 30 C48 20 44 8 32 8 Z"
        fill="#ffd23f"
        stroke="#fff1b3"
        strokeWidth="2"
      />
      <circle cx="32" cy="53" r="5" fill="#c98a00" />
    </>
  ),
  MELON: (
    <>
      <circle cx="32" cy="34" r="22" fill="#4cc46a" stroke="#c9f5d3" strokeWidth="2" />
      <path
        d="M32 12 C22 24 22 44 32 56 M32 12 C42 24 42 44 32 56 M14 26 C24 30 40 30 50 26"
        fill="none"
        stroke="#1f6b34"
        strokeWidth="2"
      />
    </>
  ),
  CHERRY: (
    <>
      <path d="M22 40 C24 26 30 16 44 10 M42 42 C40 28 40 18 44 10" fill="none" stroke="#4cc46a" strokeWidth="3" />
      <circle cx="20" cy="44" r="11" fill="#ff4d5e" stroke="#ffc2c8" strokeWidth="2" />
      <circle cx="42" cy="46" r="11" fill="#ff4d5e" stroke="#ffc2c8" strokeWidth="2" />
    </>
  ),
  // The fruit machine's own: its wild star and two more fruits.
  STAR: (
    <path
      d="M32 5 L39.6 22.6 L58.6 24.3 L44.2 36.9 L48.5 55.6 L32 45.8 L15.5 55.6 L19.8 36.9 L5.4 24.3 L24.4 22.6 Z"
      fill="#ffd23f"
      stroke="#fff6c9"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  PLUM: (
    <>
      <path d="M32 16 C34 10 38 7 44 6" fill="none" stroke="#6b4a2a" strokeWidth="3" />
      <path d="M36 11 C44 6 52 10 50 16 C44 18 39 16 36 11 Z" fill="#4cc46a" />
      <ellipse cx="31" cy="37" rx="19" ry="21" fill="#8e4fd8" stroke="#e2cbff" strokeWidth="2" />
      <path d="M31 18 C26 28 26 46 31 56" fill="none" stroke="#5b2b9c" strokeWidth="2" />
    </>
  ),
  ORANGE: (
    <>
      <circle cx="32" cy="35" r="21" fill="#ff9a1f" stroke="#ffe0b3" strokeWidth="2" />
      <path d="M32 14 C36 8 44 8 48 12 C42 16 36 16 32 14 Z" fill="#4cc46a" />
      <circle cx="24" cy="28" r="2" fill="#ffd08a" />
      <circle cx="38" cy="40" r="2" fill="#ffd08a" />
      <circle cx="28" cy="44" r="2" fill="#ffd08a" />
    </>
  ),
  REPLAY: (
    <>
      <rect x="4" y="20" width="56" height="24" rx="12" fill="#2f7de1" stroke="#cfe4ff" strokeWidth="2" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="12"
        fontWeight="900"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      >
        REPLAY
      </text>
    </>
  ),
};

export function ReelSymbol({ symbol }: { symbol: string }) {
  return (
    <svg className="reel-symbol" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {drawings[symbol] ?? letter('?', '#eef0fa')}
    </svg>
  );
}
