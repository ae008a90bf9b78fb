/** `@theme/Icon/Close`: see ../icons.tsx. */
export { CloseIcon as default } from '../icons';
