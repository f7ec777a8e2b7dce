import QRCode from 'qrcode';

interface QrCodeProps {
  /** The text encoded, e.g. a WeChat profile link. */
  text: string;
  /** What scanning it does, read by screen readers. */
  label: string;
  className?: string;
}

/** QR codes drawn, by text: a brand shows a handful (its WeChat accounts), in the footer and side panel of every page. */
const drawn = new Map<string, Promise<string>>();
/** More texts than any brand shows: beyond it the oldest is drawn again when next asked. */
const MAX_DRAWN = 64;

/**
 * The SVG of `text`, drawn once per process (drawing took about 1.5 ms of every page's render, and its garbage more:
 * issue 27). A failed drawing is not kept.
 */
export const qrSvgOf = (text: string): Promise<string> => {
  const known = drawn.get(text);
  if (known) return known;
  const svg = QRCode.toString(text, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#111827', light: '#ffffff' },
  });
  drawn.set(text, svg);
  if (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
  svg.catch(() => drawn.delete(text));
  return svg;
};

/** A QR code drawn on the server as inline SVG: no image request, no client code. */
export async function QrCode({ text, label, className }: QrCodeProps) {
  const svg = await qrSvgOf(text);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG produced by the qrcode library from our own text
  return <span className={className} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
