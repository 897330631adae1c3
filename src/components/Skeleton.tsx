interface SkeletonProps {
  /** CSS width, e.g. '60%' or '8rem'. */
  width?: string;
  height?: string;
  className?: string;
}

/** A placeholder block while content loads; hidden from assistive technology (the global loader speaks). */
export function Skeleton({ width = '100%', height = '1rem', className = '' }: SkeletonProps) {
  return <span className={`oe-skeleton ${className}`.trim()} style={{ width, height }} aria-hidden="true" />;
}
