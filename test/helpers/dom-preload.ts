/**
 * Installs a window before any test file is loaded. react-dom decides once, as it is first
 * evaluated, whether it runs in a browser (and with it whether it handles `input` events): a
 * DOM test must not depend on which file happened to install a window first.
 */
import { installDom } from './dom-env.ts';

installDom();
