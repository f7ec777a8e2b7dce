import type { IconName } from '@site/db/seed/types';

/**
 * The site's one icon set: line icons on a 24-unit grid, drawn with currentColor. Content icons
 * are named by the data (menus, services, advantages: IconName of the seed content); the
 * interface icons are the few the layout itself needs. They ship once, as the SVG sprite
 * app/icons.svg/route.ts serves (cached by the browser); pages only reference them with <use>,
 * so an icon costs a page a few bytes instead of its whole drawing, in the HTML and again in
 * the RSC payload.
 */

const CONTENT_ICONS: Record<IconName, string> = {
  vat: '<path d="M6 3h12v18l-3-2-3 2-3-2-3 2z"/><path d="m9.5 14.5 5-5"/><circle cx="9.5" cy="9.5" r="0.9"/><circle cx="14.5" cy="14.5" r="0.9"/>',
  epr: '<path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z"/><path d="M3 7.5 12 12l9-4.5M12 12v9"/>',
  compliance: '<rect x="5" y="4" width="14" height="17" rx="2"/><path d="M9 4V3h6v1"/><path d="m9 13 2 2 4-4"/>',
  cbam: '<path d="M3 21V11l5 3v-3l5 3V8l5 3v10z"/><path d="M2 21h20"/><path d="M15 5.5a2.5 2.5 0 0 1 5 0"/>',
  trademark: '<circle cx="12" cy="12" r="9"/><path d="M6.5 10h4M8.5 10v5M12.5 15v-5l2 3 2-3v5"/>',
  patent:
    '<path d="M9 18h6M10 21h4"/><path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z"/>',
  company:
    '<rect x="4" y="3" width="11" height="18" rx="1"/><path d="M15 9h5v12h-5"/><path d="M8 7h3M8 11h3M8 15h3M2 21h20"/>',
  korea: '<circle cx="12" cy="12" r="9"/><path d="M3 12a4.5 4.5 0 0 1 9 0 4.5 4.5 0 0 0 9 0"/>',
  calculator:
    '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M8 7h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15v3M8 18h.01M12 18h.01"/>',
  guide: '<circle cx="12" cy="12" r="9"/><path d="m15.5 8.5-2 5-5 2 2-5z"/>',
  recycle: '<path d="M20 12a8 8 0 0 1-14 5.3"/><path d="M4 12a8 8 0 0 1 14-5.3"/><path d="M18 3v4h-4M6 21v-4h4"/>',
  label: '<path d="M3 4h8l10 10-7 7L3 12z"/><circle cx="7.5" cy="8.5" r="1.3"/>',
  news: '<rect x="3" y="5" width="15" height="15" rx="1.5"/><path d="M18 9h3v9a2 2 0 0 1-2 2"/><path d="M7 9h7M7 13h7M7 17h4"/>',
  video: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m10 9 5 3-5 3z"/>',
  faq: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5v.7"/><path d="M12 17h.01"/>',
  manual:
    '<path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z"/><path d="M4 21a2 2 0 0 1 2-2h13v2"/><path d="M8 7h7M8 11h5"/>',
  audit:
    '<path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h5"/><path d="m14 3 5 5v3"/><path d="M8 8h4M8 12h3"/><circle cx="16" cy="16" r="3"/><path d="m18.2 18.2 2.3 2.3"/>',
  bank: '<path d="M3 9 12 4l9 5"/><path d="M4 9h16M6 9v9M10 9v9M14 9v9M18 9v9M4 18h16M3 21h18"/>',
  secretary:
    '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2"/><path d="M3 13h18"/>',
  visa: '<rect x="5" y="3" width="14" height="18" rx="2"/><circle cx="12" cy="10" r="3"/><path d="M9 17h6"/>',
  marketing: '<path d="M3 10v4h3l8 5V5l-8 5z"/><path d="M17.5 8.5a5 5 0 0 1 0 7"/>',
  tax: '<circle cx="12" cy="12" r="9"/><path d="m9 15 6-6"/><circle cx="9.5" cy="9.5" r="0.9"/><circle cx="14.5" cy="14.5" r="0.9"/>',
  shield: '<path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z"/><path d="m9 12 2 2 4-4"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18z"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  team: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8"/><path d="M18 14a6.5 6.5 0 0 1 3.5 6"/>',
  price: '<circle cx="12" cy="12" r="9"/><path d="m8.5 7 3.5 5 3.5-5M12 12v5.5M9 12.5h6M9 15h6"/>',
  service:
    '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="14" width="4" height="6" rx="1.5"/><rect x="17" y="14" width="4" height="6" rx="1.5"/><path d="M19 20a3 3 0 0 1-3 2h-3"/>',
  phone:
    '<path d="M5 4h3.5L10 8l-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3.5 6.5 8.5 6.5 8.5-6.5"/>',
  chat: '<path d="M4 5h16v11H9l-5 4z"/><path d="M8 9.5h8M8 12.5h5"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v9h14v-9M12 8v13"/><path d="M12 8S10.5 3.5 8 4.5 9 8 12 8zm0 0s1.5-4.5 4-3.5S15 8 12 8z"/>',
  leaf: '<path d="M5 19C5 11 10 5 20 5c0 10-6 15-14 15"/><path d="M5 19c3-4 6-6.5 10-8.5"/>',
  law: '<path d="M12 3v18M7 21h10M5 7h14"/><path d="m5 7-3 6a3 3 0 0 0 6 0z"/><path d="m19 7-3 6a3 3 0 0 0 6 0z"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="m16.5 16.5 4 4"/>',
};

const UI_ICONS = {
  chevronDown: '<path d="m6 9 6 6 6-6"/>',
  arrowRight: '<path d="M5 12h14M13 6l6 6-6 6"/>',
  external: '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  pin: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
} satisfies Record<string, string>;

export type UiIconName = keyof typeof UI_ICONS;

const SHAPES: Readonly<Record<string, string>> = {
  ...CONTENT_ICONS,
  ...UI_ICONS,
  /** Drawn for a name the set does not have. */
  unknown: '<circle cx="12" cy="12" r="4"/>',
};

/** Every icon as a <symbol>, its id the icon's name. */
export const ICON_SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg"><defs>' +
  Object.entries(SHAPES)
    .map(
      ([name, shape]) =>
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" ` +
        `stroke-linecap="round" stroke-linejoin="round">${shape}</symbol>`,
    )
    .join('') +
  '</defs></svg>';

/** FNV-1a: a short content hash, so the sprite's URL changes whenever an icon does. */
const hash = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

const ICON_SPRITE_URL = `/icons.svg?v=${hash(ICON_SPRITE)}`;

interface IconProps {
  /** A content icon name from the data, or an interface icon. Unknown names draw a neutral dot. */
  name: IconName | UiIconName | (string & {});
  size?: number;
  className?: string;
}

/** Decorative: the text beside an icon says what it means. */
export function Icon({ name, size = 24, className }: IconProps) {
  const id = Object.hasOwn(SHAPES, name) ? name : 'unknown';
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_URL}#${id}`} />
    </svg>
  );
}
