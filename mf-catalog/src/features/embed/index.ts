export { mount } from './embed';
