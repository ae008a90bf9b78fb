/** `@theme/Icon/Home`: see ../icons.tsx. */
export { HomeIcon as default } from '../icons';
