export { default as HomePage } from './HomePage';
