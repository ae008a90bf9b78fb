/** `@theme/Icon/Edit`: see ../icons.tsx. */
export { EditIcon as default } from '../icons';
