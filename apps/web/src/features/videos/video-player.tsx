'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './videos.module.css';

/** Playback speeds of spec section 7 (third-party video player). */
const PLAYBACK_RATES = [0.5, 1, 1.25, 1.5, 2] as const;

/** The part of the third-party player's API the page uses (TCPlayer-style: fileID, appID, autoplay, rates). */
type PlayerFactory = (
  element: HTMLVideoElement,
  options: { fileID: string; appID: string; autoplay: boolean; playbackRates: readonly number[] },
) => { dispose?: () => void };

declare global {
  interface Window {
    TCPlayer?: PlayerFactory;
  }
}

export interface VideoPlayerProps {
  title: string;
  fileID: string;
  appID: string;
  /** A file on the site's own origin; played when the third-party player is not available. */
  src: string | null;
  poster: string;
  autoplay: boolean;
  /** The third-party player's script; null when none is configured (the local file plays). */
  scriptUrl: string | null;
  labels: { speed: string; unavailable: string };
}

const SCRIPT_TIMEOUT_MS = 8000;

/** Loads the player's script once; resolves false when it fails, times out or is not configured. */
const loadScript = (url: string | null): Promise<boolean> => {
  if (!url) return Promise.resolve(false);
  if (window.TCPlayer) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => resolve(false), SCRIPT_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve(typeof window.TCPlayer === 'function');
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      resolve(false);
    };
    document.head.append(script);
  });
};

/**
 * The tutorial video player: plays by fileID and appID through the third-party player when its
 * script loads, and otherwise the site's own copy of the video, so the page never breaks when the
 * script cannot be reached. Speeds 0.5x to 2x either way.
 */
export function VideoPlayer({ title, fileID, appID, src, poster, autoplay, scriptUrl, labels }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState(1);
  const [failed, setFailed] = useState(!src && !scriptUrl);

  useEffect(() => {
    let player: { dispose?: () => void } | undefined;
    let cancelled = false;
    loadScript(scriptUrl).then((ready) => {
      const element = video.current;
      if (cancelled || !element) return;
      if (ready && window.TCPlayer) {
        try {
          player = window.TCPlayer(element, { fileID, appID, autoplay, playbackRates: PLAYBACK_RATES });
          return;
        } catch {
          // Fall through to the local file.
        }
      }
      if (!src) setFailed(true);
    });
    return () => {
      cancelled = true;
      player?.dispose?.();
    };
  }, [scriptUrl, fileID, appID, autoplay, src]);

  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);

  return (
    <div className={styles.player}>
      {failed ? (
        <p className={styles.unavailable} role="status">
          {labels.unavailable}
        </p>
      ) : null}
      <video
        ref={video}
        className={styles.video}
        src={src ?? undefined}
        poster={poster}
        controls
        autoPlay={autoplay}
        muted={autoplay}
        playsInline
        // Nothing of the video is fetched before it is played (a tutorial is 250-320 KB: on a phone's connection it
        // held back the poster, the page's largest paint); a blank layout's autoplay fetches it at once.
        preload={autoplay ? 'auto' : 'none'}
        aria-label={title}
        onError={() => setFailed(true)}
        data-file-id={fileID}
        data-app-id={appID}
      />
      <fieldset className={styles.speeds}>
        <legend className={styles.speedLabel}>{labels.speed}</legend>
        {PLAYBACK_RATES.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.speed}
            aria-pressed={rate === value}
            onClick={() => setRate(value)}
          >
            {value}x
          </button>
        ))}
      </fieldset>
    </div>
  );
}
