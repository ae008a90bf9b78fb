/** `@theme/Icon/Menu`: see ../icons.tsx. */
export { MenuIcon as default } from '../icons';
