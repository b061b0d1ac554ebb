// Form pieces shared by the login, register and forgot-password features.
export { AuthCard } from './AuthCard';
export { EmailField } from './EmailField';
export { FormAlert } from './FormAlert';
export { GoogleButton, OrDivider } from './GoogleButton';
export { OtherPageLink } from './OtherPageLink';
export { PasswordField } from './PasswordField';
export { SubmitButton } from './SubmitButton';
export { TextField, type TextFieldProps } from './TextField';
export { useRedirectWhenSignedIn } from './useRedirectWhenSignedIn';
export { useSignIn } from './useSignIn';
export { useText } from './useText';
export { default as formStyles } from './authForm.module.css';
