/** The site's features, in the order their routes are listed. */
import { blogFeature } from './blog.js';
import { docsFeature } from './docs.js';
import { globalDataFeature } from './global-data.js';
import { mathStylesFeature } from './math-styles.js';
import type { Feature } from './feature.js';
import { pagesFeature } from './pages.js';
import { redirectsFeature } from './redirects.js';
import { searchFeature } from './search.js';
import { staticFeature } from './static-files.js';

export const FEATURES: Feature<any>[] = [docsFeature, blogFeature, pagesFeature, staticFeature, redirectsFeature, globalDataFeature, mathStylesFeature, searchFeature];
