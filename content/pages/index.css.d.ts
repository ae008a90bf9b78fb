/* Lets TypeScript accept the side-effect import of index.css in index.tsx. */
export {};
