export { default } from './RegisterPage';
