export { default } from '../features/login';
