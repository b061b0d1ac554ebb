// Form pieces shared by the login, register and forgot-password features.
export { AuthForm, type AuthCardFace } from './AuthForm';
export { EmailField } from './EmailField';
export { FACES } from './faces';
export { FormAlert } from './FormAlert';
export { GoogleSignIn } from './GoogleButton';
export { PasswordField } from './PasswordField';
export { SubmitButton } from './SubmitButton';
export { presetField, TextField, type TextFieldProps } from './TextField';
export { useRedirectWhenSignedIn } from './useRedirectWhenSignedIn';
export { useSignIn } from './useSignIn';
export { useText } from './useText';
export { default as formStyles } from './authForm.module.css';
