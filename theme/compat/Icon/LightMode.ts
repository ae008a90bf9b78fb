/** `@theme/Icon/LightMode`: see ../icons.tsx. */
export { LightModeIcon as default } from '../icons';
