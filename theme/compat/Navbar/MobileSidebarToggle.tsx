/** `@theme/Navbar/MobileSidebar/Toggle`: the hamburger button opening the navbar's mobile menu. */
export { NavbarMobileToggle as default } from '../../Navbar/NavbarMobileToggle';
