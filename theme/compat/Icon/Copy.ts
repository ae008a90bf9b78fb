/** `@theme/Icon/Copy`: see ../icons.tsx. */
export { CopyIcon as default } from '../icons';
