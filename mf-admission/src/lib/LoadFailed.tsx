/** A load that failed: what failed, and a button that asks again. */
export function LoadFailed({
  message,
  className,
  onRetry,
}: {
  message: string;
  className: string | undefined;
  onRetry: () => void;
}) {
  return (
    <div className={className}>
      <p>{message}</p>
      <button type="button" className="k-btn" onClick={onRetry}>
        Mēģināt vēlreiz
      </button>
    </div>
  );
}
