/** `@theme/Icon/DarkMode`: see ../icons.tsx. */
export { DarkModeIcon as default } from '../icons';
