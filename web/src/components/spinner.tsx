/** A decorative loading indicator; pair it with text or aria-busy for screen readers. */
export function Spinner({ size = "md" }: Readonly<{ size?: "sm" | "md" | "lg" }>) {
  return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
}

/** A full-region loading state with an accessible label. */
export function LoadingBlock({ label }: Readonly<{ label: string }>) {
  return (
    <div className="loading-block" role="status" aria-live="polite">
      <Spinner size="lg" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
