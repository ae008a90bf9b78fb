/** `@theme/Icon/WordWrap`: see ../icons.tsx. */
export { WordWrapIcon as default } from '../icons';
