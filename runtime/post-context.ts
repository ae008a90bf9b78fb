/**
 * The blog post whose body is being rendered: a list shows several, and a component inside one
 * (a comment widget, share buttons) asks which it is in (`useBlogPost`). Set around each post
 * body on the server and around its islands in the browser.
 */
import { createContext, useContext } from 'react';
import type { PostSummary } from './types';

export const PostContext = createContext<PostSummary | null>(null);

/** The post around the caller, or null outside any. */
export const usePostScope = (): PostSummary | null => useContext(PostContext);
