import { Music } from 'lucide-react';
import { useState } from 'react';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

type CoverArtProps = {
  src: string | null | undefined;
  /** Side in px. */
  size: number;
  className?: string;
};

/** A song's artwork, or the default picture when it has none or it fails to load (spec 1 §2.7). */
export function CoverArt({ src, size, className = '' }: CoverArtProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!src || failedSrc === src) {
    return (
      <span
        data-default-cover
        style={style}
        className={`flex shrink-0 items-center justify-center rounded-md bg-gradient-to-br from-accent to-highlight text-accent-fg ${className}`}
      >
        <Music aria-hidden="true" size={Math.round(size / 2)} />
      </span>
    );
  }
  return (
    <img
      decoding="async"
      {...toArtworkSizes(src, `${size}px`)}
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      onError={() => setFailedSrc(src)}
      className={`shrink-0 rounded-md object-cover ${className}`}
    />
  );
}
