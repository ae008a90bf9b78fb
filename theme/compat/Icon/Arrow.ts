/** `@theme/Icon/Arrow`: see ../icons.tsx. */
export { ArrowIcon as default } from '../icons';
