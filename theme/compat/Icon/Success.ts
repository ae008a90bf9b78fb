/** `@theme/Icon/Success`: see ../icons.tsx. */
export { SuccessIcon as default } from '../icons';
