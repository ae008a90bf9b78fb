/* Lets TypeScript accept the side-effect import of ThemedImage.css in ThemedImage.tsx. */
export {};
