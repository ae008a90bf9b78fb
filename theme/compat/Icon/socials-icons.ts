/**
 * The icons of `@theme/Icon/Socials/<Platform>`, for a site's own social links (an ejected
 * author card or footer): the glyphs of the theme's author cards (theme/Blog/SocialIcon.tsx) in
 * the text colour, on the terms of ../icons.tsx (sized by `width`/`height`, decorative unless
 * titled). They hint at each platform; the link's label names it.
 */
import { socialShape } from '../../Blog/SocialIcon';
import { icon } from '../icons';

export const GitHubIcon = icon('GitHub', socialShape('github'));
export const XIcon = icon('X', socialShape('x'));
export const TwitterIcon = icon('Twitter', socialShape('twitter'));
export const LinkedInIcon = icon('LinkedIn', socialShape('linkedin'));
export const StackOverflowIcon = icon('StackOverflow', socialShape('stackoverflow'));
export const BlueskyIcon = icon('Bluesky', socialShape('bluesky'));
export const MastodonIcon = icon('Mastodon', socialShape('mastodon'));
export const ThreadsIcon = icon('Threads', socialShape('threads'));
export const InstagramIcon = icon('Instagram', socialShape('instagram'));
export const TwitchIcon = icon('Twitch', socialShape('twitch'));
export const YouTubeIcon = icon('YouTube', socialShape('youtube'));
/** Any other platform: the theme's link sign. */
export const DefaultSocialIcon = icon('Default', socialShape(''));
