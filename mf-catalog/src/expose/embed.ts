// catalog/embed: mount(element, options) → unmount (ARCHITECTURE §7).
export { mount } from '../features/embed';
