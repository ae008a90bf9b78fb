/** `@theme/Icon/Language`: see ../icons.tsx. */
export { LanguageIcon as default } from '../icons';
