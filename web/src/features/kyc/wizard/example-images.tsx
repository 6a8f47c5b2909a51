/** Which example a modal shows. */
export type ExampleKind = "laser" | "idCard" | "passport" | "selfie";

/**
 * Drawn examples of the photos the identification step asks for (no real person's document):
 * the back of an ID card with the laser code marked, the front of an ID card, a passport's photo
 * page, and a selfie holding a document and a note. Colours come from the theme's properties.
 */
export function ExampleImage({ kind, alt }: Readonly<{ kind: ExampleKind; alt: string }>) {
  return (
    <svg className="kyc-example-svg" viewBox="0 0 320 200" role="img" aria-label={alt}>
      {kind === "selfie" ? <Selfie /> : <Card kind={kind} />}
    </svg>
  );
}

function Card({ kind }: Readonly<{ kind: Exclude<ExampleKind, "selfie"> }>) {
  const lines = [60, 80, 100, 120];
  return (
    <g>
      <rect className="kyc-ex-card" x="20" y="20" width="280" height="160" rx="14" />
      {kind === "laser" ? (
        <>
          <rect className="kyc-ex-chip" x="40" y="50" width="44" height="36" rx="6" />
          {lines.map((y) => (
            <rect key={y} className="kyc-ex-line" x="100" y={y - 8} width="170" height="8" rx="4" />
          ))}
          <rect className="kyc-ex-mark" x="96" y="134" width="184" height="30" rx="6" />
          <text className="kyc-ex-text" x="188" y="154" textAnchor="middle">
            JT1-1234567-89
          </text>
        </>
      ) : (
        <>
          <rect className="kyc-ex-photo" x={kind === "passport" ? 40 : 220} y="56" width="60" height="76" rx="6" />
          <circle className="kyc-ex-face" cx={kind === "passport" ? 70 : 250} cy="84" r="14" />
          {lines.map((y) => (
            <rect key={y} className="kyc-ex-line" x={kind === "passport" ? 116 : 40} y={y - 8} width="160" height="8" rx="4" />
          ))}
          {kind === "passport" && <rect className="kyc-ex-line" x="40" y="150" width="240" height="10" rx="4" />}
        </>
      )}
    </g>
  );
}

function Selfie() {
  return (
    <g>
      <circle className="kyc-ex-face" cx="160" cy="70" r="36" />
      <path className="kyc-ex-photo" d="M96 200 Q160 100 224 200 Z" />
      <rect className="kyc-ex-card" x="40" y="110" width="80" height="52" rx="6" />
      <rect className="kyc-ex-note" x="206" y="104" width="84" height="64" rx="4" />
      {[120, 134, 148].map((y) => (
        <rect key={y} className="kyc-ex-line" x="214" y={y} width="66" height="6" rx="3" />
      ))}
    </g>
  );
}
