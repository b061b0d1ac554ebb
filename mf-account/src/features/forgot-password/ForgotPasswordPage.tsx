export default function ForgotPasswordPage() {
  return <section>ForgotPasswordPage</section>;
}
