/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The small pictures of an author's social links. Docusaurus shows an icon per platform, named
 * by the platform's proper name ("GitHub", not the authors.yml key "github"); these are opdocs'
 * own simple glyphs, decorative only: the link carries the name.
 */
const LABELS: Record<string, string> = {
  twitter: 'Twitter', github: 'GitHub', stackoverflow: 'Stack Overflow', linkedin: 'LinkedIn', x: 'X',
  bluesky: 'Bluesky', instagram: 'Instagram', threads: 'Threads', mastodon: 'Mastodon', youtube: 'YouTube',
  twitch: 'Twitch', email: 'Email',
};

/** A glyph: path data drawn as a 2-unit stroke, and path data filled, on a 24-unit grid. */
export interface SocialShape {
  stroke?: string;
  fill?: string;
}

/**
 * Each platform's glyph, as SVG path data drawn in a 24-unit box with a 2-unit stroke. Paths
 * only, no <text>: letters inside a link's picture would count as its visible text and differ
 * from its accessible name.
 */
const SHAPES: Record<string, SocialShape> = {
  // A cat's head with pointed ears.
  github: { fill: 'M4.5 10 L5.5 3.5 L9.5 6.8 H14.5 L18.5 3.5 L19.5 10 A7.5 7.5 0 1 1 4.5 10 Z' },
  // "in": the i's dot and stem, the n's stem and arch.
  linkedin: { stroke: 'M7 10.5 V18 M7 6.5 V6.6 M11 18 V10.5 M11 13.5 A3 3 0 0 1 17 13.5 V18' },
  // A speech bubble.
  twitter: { stroke: 'M4 6 H20 V15 H10 L6 19 V15 H4 Z' },
  mastodon: { stroke: 'M5 5 H19 V15 H11 L7 19 V15 H5 Z M9 12 V9 M12 12 V9 M15 12 V9' },
  // A tray with stacked answers.
  stackoverflow: { stroke: 'M4 14 V20 H18 V14 M7 17 H15 M7.5 13.5 L15 14.5 M8.5 10 L15.5 12 M10.5 6.5 L16.5 9.5' },
  // Two pairs of wings.
  bluesky: { stroke: 'M12 11 C9 6 4 3 4 8 C4 11 7 12 10 12 C6 13 6 18 9 18 C11 18 12 14 12 11 C12 14 13 18 15 18 C18 18 18 13 14 12 C17 12 20 11 20 8 C20 3 15 6 12 11 Z' },
  // A camera: body, lens, flash.
  instagram: { stroke: 'M7 3.5 H17 A3.5 3.5 0 0 1 20.5 7 V17 A3.5 3.5 0 0 1 17 20.5 H7 A3.5 3.5 0 0 1 3.5 17 V7 A3.5 3.5 0 0 1 7 3.5 Z M12 8.5 A3.5 3.5 0 1 1 11.99 8.5 Z M17 6.6 V6.7' },
  // An at sign.
  threads: { stroke: 'M15.5 12 A3.5 3.5 0 1 1 15.49 11.9 M15.5 9 V14 A2.5 2.5 0 0 0 20.5 13 A8.5 8.5 0 1 0 16 19.5' },
  // A screen with a play button.
  youtube: { stroke: 'M5 5.5 H19 A2.5 2.5 0 0 1 21.5 8 V16 A2.5 2.5 0 0 1 19 18.5 H5 A2.5 2.5 0 0 1 2.5 16 V8 A2.5 2.5 0 0 1 5 5.5 Z', fill: 'M10 9 L15 12 L10 15 Z' },
  // A chat box with two bars.
  twitch: { stroke: 'M5 3.5 H20 V14 L16 18 H12 L9 21 V18 H5 Z M11 8 V12 M15.5 8 V12' },
  x: { stroke: 'M5 5 L19 19 M19 5 L5 19' },
  // An envelope.
  email: { stroke: 'M4.5 5.5 H19.5 A1.5 1.5 0 0 1 21 7 V17 A1.5 1.5 0 0 1 19.5 18.5 H4.5 A1.5 1.5 0 0 1 3 17 V7 A1.5 1.5 0 0 1 4.5 5.5 Z M3.5 6.5 L12 13 L20.5 6.5' },
};

/** Any other platform: two linked rings, the usual sign for "a link". */
const LINK_SHAPE: SocialShape = { stroke: 'M10 14 L14 10 M8.5 11.5 L6.5 13.5 A3.2 3.2 0 0 0 11 18 L13 16 M11 8 L13 6 A3.2 3.2 0 0 1 17.5 10.5 L15.5 12.5' };

/** The name a platform key is shown by: the proper name of a known platform, else the key. */
export function socialLabel(platform: string): string {
  return Object.hasOwn(LABELS, platform) ? LABELS[platform] : platform;
}

/** Props of {@link SocialIcon}. */
export interface SocialIconProps {
  /** The authors.yml socials key, lower case for known platforms. */
  platform: string;
}

/** The glyph of a platform (an authors.yml socials key, lower case), or the link sign for any other. */
export function socialShape(platform: string): SocialShape {
  return Object.hasOwn(SHAPES, platform) ? SHAPES[platform] : LINK_SHAPE;
}

/** A platform's glyph, hidden from assistive technology (its link is named). */
export function SocialIcon({ platform }: SocialIconProps) {
  const shape = socialShape(platform);
  return (
    <svg className="author-card__social-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {shape.stroke && <path d={shape.stroke} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />}
      {shape.fill && <path d={shape.fill} fill="currentColor" />}
    </svg>
  );
}
