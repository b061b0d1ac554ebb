export { default } from '../features/login/LoginPage';
