'use client';

import { type ComponentProps, useEffect, useRef, useState } from 'react';
import styles from './lazy-image.module.css';

/** Spec section 9: image lazy-load retry 2 attempts. */
export const IMAGE_RETRIES = 2;

/** The address of a retry: the same image with a query parameter the cache has not seen. */
export const retrySrc = (src: string, attempt: number): string => {
  if (attempt <= 0) return src;
  const hashAt = src.indexOf('#');
  const [path, hash] = hashAt === -1 ? [src, ''] : [src.slice(0, hashAt), src.slice(hashAt)];
  return `${path}${path.includes('?') ? '&' : '?'}retry=${attempt}${hash}`;
};

type LazyImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'loading' | 'onError'> & {
  src: string;
  /** Required: '' for a decorative image. */
  alt: string;
  /** Loaded at once (an image shown as it appears, such as a dialog's), not when it nears the viewport. */
  eager?: boolean;
};

/**
 * An image loaded when it nears the viewport (loading="lazy"; `eager`: at once). When it fails to load it is
 * requested again, up to twice, with a cache-busting query; after that a neutral placeholder of
 * the same size takes its place, named by the alt text.
 */
export function LazyImage({ src, alt, className, eager = false, ...props }: LazyImageProps) {
  const [state, setState] = useState({ src, attempt: 0 });
  const ref = useRef<HTMLImageElement>(null);
  const attempt = state.src === src ? state.attempt : 0;
  const failed = attempt > IMAGE_RETRIES;

  const onError = () => setState({ src, attempt: attempt + 1 });

  // An image that failed before hydration fired its error event before React listened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, for the server-rendered image
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) onError();
  }, []);

  if (failed) {
    const icon = (
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path
          d="M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15 9.5h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    );
    const box = {
      className: `${styles.fallback} ${className ?? ''}`,
      style: { width: props.width, height: props.height },
      'data-image-failed': '',
    };
    return alt ? (
      <span role="img" aria-label={alt} {...box}>
        {icon}
      </span>
    ) : (
      <span aria-hidden="true" {...box}>
        {icon}
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: the site serves its own SVG/PNG assets without next/image
    <img
      ref={ref}
      src={retrySrc(src, attempt)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={onError}
      {...props}
    />
  );
}
