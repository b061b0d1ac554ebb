// catalog/embed: mount(element, options) → unmount (docs/architecture.md §7).
export { mount } from '../features/embed';
