/** `@theme/DocVersionBanner`: the unreleased/unmaintained version banner, when the doc's version has one. */
export { DocItemVersionBanner as default } from '../DocItem/DocItemVersionBanner';
