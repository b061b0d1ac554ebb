// Form pieces shared by the login, register and forgot-password features.
export { AuthCard } from './AuthCard';
export { EmailField } from './EmailField';
export { FormAlert } from './FormAlert';
export { GoogleButton, OrDivider } from './GoogleButton';
export { PasswordField } from './PasswordField';
export { SubmitButton } from './SubmitButton';
export { TextField } from './TextField';
export { useRedirectWhenSignedIn } from './useRedirectWhenSignedIn';
export { useSignIn } from './useSignIn';
export { default as formStyles } from './authForm.module.css';
